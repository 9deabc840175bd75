/**
 * The upload page's sending, loaded when the page is hydrated (never part of the route's first JavaScript): the form
 * goes as the browser would send it (`multipart/form-data`, the same fields in the same order), by XHR, whose upload
 * events give the progress bar its figures. The server answers JSON when asked for it.
 */

export type Sent = { ok: true; url: string } | { ok: false; error: string };

export function sendForm(form: HTMLFormElement, onProgress: (loaded: number, total: number) => void): Promise<Sent> {
	return new Promise((resolve) => {
		const xhr = new XMLHttpRequest();
		xhr.open("POST", form.action);
		xhr.setRequestHeader("Accept", "application/json");
		xhr.upload.onprogress = (e) => {
			if (e.lengthComputable) onProgress(e.loaded, e.total);
		};
		xhr.onload = () => {
			let body: { url?: unknown; error?: unknown } = {};
			try {
				body = JSON.parse(xhr.responseText);
			} catch {
				// Not JSON: said below.
			}
			if (xhr.status === 200 && typeof body.url === "string") resolve({ ok: true, url: body.url });
			else
				resolve({
					ok: false,
					error: typeof body.error === "string" ? body.error : `The upload failed (${xhr.status || "no answer"}).`,
				});
		};
		xhr.onerror = () => resolve({ ok: false, error: "The upload was cut: nothing was committed. Try again." });
		xhr.send(new FormData(form));
	});
}

/** Puts files dropped on the page into the form's file input (so that the form sends them, script or not). */
export function takeDropped(input: HTMLInputElement, files: FileList): void {
	const all = new DataTransfer();
	for (const f of files) all.items.add(f);
	input.files = all.files;
}
