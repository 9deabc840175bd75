import { js, sh } from "../code/index.js";
import type { ModelRecord } from "../model.js";
import type { Snippet } from "../snippet.js";
import type { LibrarySnippetOptions } from "./types.js";

/** Where model files are downloaded from when no other hub is named. */
export const PUBLIC_HUB_URL = "https://huggingface.co";

/** The hub's base address without trailing slashes: the option's, else the public Hub's. */
export function hubBase(options: LibrarySnippetOptions | undefined): string {
	return (options?.hubUrl ?? PUBLIC_HUB_URL).replace(/\/+$/, "");
}

/** The download URL of one file of a model on its hub, at `main`. */
export function hubFileUrl(model: ModelRecord, path: string, options?: LibrarySnippetOptions): string {
	return `${hubBase(options)}/${model.id}/resolve/main/${path}`;
}

/** Whether a string is an http(s) address a snippet can name as the hub: "http://host:port[/prefix]". */
export function isHubUrl(text: string): boolean {
	return (
		/^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?(\/[A-Za-z0-9._~/-]*)?$/.test(text) ||
		/^https?:\/\/\[[0-9A-Fa-f:.]+\](:\d{1,5})?(\/[A-Za-z0-9._~/-]*)?$/.test(text)
	);
}

/** The file the JS sample downloads: config.json when the repository has one, else its first listed file. */
function sampleFile(model: ModelRecord): string {
	const names = Array.isArray(model.siblings)
		? (model.siblings as { rfilename?: unknown }[]).flatMap((s) =>
				typeof s?.rfilename === "string" ? [s.rfilename] : [],
			)
		: [];
	return names.includes("config.json") ? "config.json" : (names.find((n) => n !== ".gitattributes") ?? "README.md");
}

/** The snippets that point the Hub clients at another hub: `HF_ENDPOINT` for Python, `hubUrl` for JS. */
export function hubEndpointSnippets(hubUrl: string, model: ModelRecord): Snippet[] {
	const base = hubBase({ hubUrl });
	return [
		{
			language: "bash",
			content: sh`
				# This hub holds the model's files: point the Python libraries (huggingface_hub, transformers, diffusers…) at it
				export HF_ENDPOINT=${base}
			`,
		},
		{
			language: "js",
			content: js`
				// The same for the JS client (@huggingface/hub): pass hubUrl to each call
				import { downloadFile } from "@huggingface/hub";

				const blob = await downloadFile({ repo: ${model.id}, path: ${sampleFile(model)}, hubUrl: ${base} });
			`,
		},
	];
}
