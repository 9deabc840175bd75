import { type DragEvent, type FormEvent, useEffect, useRef, useState } from "react";
import { data, Link, useLoaderData, useNavigate, useRouteError } from "react-router";
import { FormMessage } from "../components/account/FormMessage";
import { ErrorPage } from "../components/ErrorPage";
import { writable } from "../lib/write.server";
import type { Route } from "./+types/upload";
import "../account.css";

export function meta({ data: d }: Route.MetaArgs) {
	return [{ title: d ? `Upload files · ${d.id} · Modelhub` : "Page not found · Modelhub" }];
}

// The form is sent to the server itself, which streams the files to the store as they arrive (routes/upload.ts in the
// server); a form it refused comes back here as `formFailure`, shown with its status.
export async function loader({ params, context }: Route.LoaderArgs) {
	const { hub, access } = writable(context);
	const rev = params.rev;
	if (!(await hub.store.revisions.resolve(access, rev))) throw data(null, { status: 404, statusText: "Not Found" });
	const page = { id: access.id, rev, csrf: hub.auth.csrf ?? null, error: context.formFailure?.error ?? null };
	return context.formFailure ? data(page, { status: context.formFailure.status }) : page;
}

export function ErrorBoundary() {
	return <ErrorPage error={useRouteError()} />;
}

const percent = (loaded: number, total: number) => (total ? Math.floor((loaded / total) * 100) : 0);

export default function Upload() {
	const d = useLoaderData<typeof loader>();
	const navigate = useNavigate();
	const input = useRef<HTMLInputElement>(null);
	const [names, setNames] = useState<string[]>([]);
	const [progress, setProgress] = useState<number | null>(null);
	const [error, setError] = useState<string | null>(d.error);
	const [over, setOver] = useState(false);
	// The sending code arrives once the page is interactive, before anyone can press the button (if it cannot, the
	// browser sends the form itself).
	useEffect(() => {
		import("../lib/upload-client").catch(() => {});
	}, []);
	const picked = () => setNames([...(input.current?.files ?? [])].map((f) => f.name));
	const onDrop = async (e: DragEvent) => {
		e.preventDefault();
		setOver(false);
		if (!input.current || !e.dataTransfer.files.length) return;
		const { takeDropped } = await import("../lib/upload-client");
		takeDropped(input.current, e.dataTransfer.files);
		picked();
	};
	const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
		e.preventDefault();
		if (progress !== null) return;
		const form = e.currentTarget;
		if (!input.current?.files?.length) {
			setError("Choose at least one file to upload.");
			return;
		}
		setError(null);
		setProgress(0);
		let client: typeof import("../lib/upload-client");
		try {
			client = await import("../lib/upload-client");
		} catch {
			// The sending code did not arrive (the site was updated, the network dropped): the browser sends the form.
			form.submit();
			return;
		}
		const sent = await client.sendForm(form, (loaded, total) => setProgress(percent(loaded, total)));
		if (sent.ok) navigate(`${sent.url}#files`);
		else {
			setProgress(null);
			setError(sent.error);
		}
	};
	const action = `/${d.id}/upload/${encodeURIComponent(d.rev)}`;
	return (
		<div className="page narrow">
			<p className="breadcrumb">
				<Link to={`/${d.id}`}>{d.id}</Link>
			</p>
			<h1>Upload files</h1>
			<p>
				The files are added to <code>{d.rev}</code> in one commit; a file of the same path is replaced.
			</p>
			<FormMessage error={error ?? undefined} />
			<form method="post" action={action} encType="multipart/form-data" className="stack-form" onSubmit={onSubmit}>
				{d.csrf ? <input type="hidden" name="csrf" value={d.csrf} /> : null}
				<label
					className={`drop-zone${over ? " over" : ""}`}
					onDragOver={(e) => {
						e.preventDefault();
						setOver(true);
					}}
					onDragLeave={() => setOver(false)}
					onDrop={onDrop}
				>
					<span>Drop files here, or choose them</span>
					<input ref={input} type="file" name="files" multiple required onChange={picked} />
				</label>
				<label>
					Folder (optional)
					<input name="folder" maxLength={500} placeholder="e.g. onnx" autoCapitalize="none" spellCheck={false} />
				</label>
				<label>
					Commit summary
					<input name="summary" maxLength={1000} placeholder="Upload files" />
				</label>
				<label>
					Description (optional)
					<textarea name="description" rows={3} maxLength={65536} />
				</label>
				<div className="upload-status" aria-live="polite">
					{progress !== null ? (
						<>
							<progress max={100} value={progress} aria-label="Upload progress" />
							<span>
								{progress < 100
									? `Uploading ${names.length} file${names.length === 1 ? "" : "s"}: ${progress}%`
									: "Committing…"}
							</span>
						</>
					) : names.length ? (
						<span>Selected: {names.join(", ")}</span>
					) : null}
				</div>
				<button type="submit" disabled={progress !== null}>
					Commit the files
				</button>
			</form>
		</div>
	);
}
