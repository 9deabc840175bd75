import { type MediaRef, ViewerError } from "@modelhub/store";
import { data } from "react-router";
import { fromStore } from "../lib/store.server";
import type { Route } from "./+types/dataset-media";

/** The media types served: images a browser shows in an `<img>` and sounds it plays (never SVG, HTML or the like). */
const SERVED = /^(image\/(png|jpeg|gif|webp|bmp|tiff|avif)|audio\/[\w.+-]+)$/;

const notFound = () => data(null, { status: 404, statusText: "Not Found" });

const answer = (media: { bytes: Uint8Array; mime: string }) => {
	if (!SERVED.test(media.mime)) throw notFound();
	return new Response(media.bytes as Uint8Array<ArrayBuffer>, {
		headers: {
			"Content-Type": media.mime,
			"X-Content-Type-Options": "nosniff",
			"Cache-Control": "private, max-age=300",
		},
	});
};

// An image or a sound of a dataset's viewer: `?file=&row=&column=&path=` name a cell too large to inline in its page
// (the file at the main revision, its row in the file, the column, the path inside the cell); `?file=` alone names an
// image or audio folder's media file, whose row is the whole file. The server's router asked the policy for the
// dataset's files first; a dataset not there or not visible is a plain 404, as is a file that is not an image or sound.
export async function loader({ request, context }: Route.LoaderArgs) {
	const repo = context.repo;
	const access = repo?.ref.type === "dataset" ? repo.access : null;
	const viewer = context.dataViewer;
	if (!repo || !access || !viewer) throw notFound();
	const q = new URL(request.url).searchParams;
	const path = q.get("file") ?? "";
	// The file at the main revision, as the page's viewer read it.
	const atMain = () =>
		fromStore(context, async (store) => {
			const rev = await store.revisions.resolve(repo.ref, "main");
			return rev ? store.revisions.file(repo.ref, rev.sha, path) : undefined;
		});
	if (path && !q.has("row") && !q.has("column") && !q.has("path")) {
		const whole = await atMain();
		if (!whole) throw notFound();
		try {
			return answer(await viewer.fileMedia({ path: whole.path, sha256: whole.sha256, size: whole.size }));
		} catch (e) {
			if (e instanceof ViewerError) throw notFound();
			throw e;
		}
	}
	const row = Number(q.get("row"));
	const column = Number(q.get("column"));
	let inside: unknown;
	try {
		inside = JSON.parse(q.get("path") ?? "[]");
	} catch {
		throw notFound();
	}
	const steps = Array.isArray(inside) && inside.length <= 16 ? inside : undefined;
	if (!path || !Number.isSafeInteger(row) || row < 0 || !Number.isSafeInteger(column) || column < 0 || !steps)
		throw notFound();
	if (!steps.every((s) => typeof s === "string" || (typeof s === "number" && Number.isSafeInteger(s))))
		throw notFound();
	const file = await atMain();
	if (!file) throw notFound();
	const ref: MediaRef = { row, column, path: steps as (string | number)[] };
	let media: { bytes: Uint8Array; mime: string };
	try {
		media = await viewer.media({ path: file.path, sha256: file.sha256, size: file.size }, ref);
	} catch (e) {
		if (e instanceof ViewerError) throw notFound();
		throw e;
	}
	return answer(media);
}
