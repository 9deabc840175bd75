/**
 * Sample inputs the snippets open: a small set of files of Modelhub's own making (packages/catalog/samples), served
 * by every hub as the dataset repository `modelhub/sample-inputs`. A snippet printed for a hub downloads its input
 * from that hub at a fixed address, so it runs as pasted, even without internet; one printed for the public Hub
 * downloads a public sample instead, or names a file the reader supplies where none is public.
 */
import { py, raw, sh } from "../code/index.js";
import { hubBase } from "./hub-url.js";
import type { LibrarySnippetOptions } from "./types.js";

/** The dataset repository every hub serves the sample inputs from. */
export const SAMPLE_DATASET = "modelhub/sample-inputs";

export type SampleKind = "image" | "speech" | "mixture" | "frames" | "document" | "table";

interface Sample {
	/** The file's path in the dataset (and the local name a snippet saves it as). */
	file: string;
	/** A public file of the same kind, for snippets printed for the public Hub; absent: the reader supplies one. */
	publicUrl?: string;
	/** What the file is, for the comment above the download. */
	what: string;
}

export const SAMPLES: Readonly<Record<SampleKind, Sample>> = {
	image: {
		file: "image.jpg",
		publicUrl: "http://images.cocodataset.org/val2017/000000039769.jpg",
		what: "a photo",
	},
	speech: {
		file: "speech.wav",
		publicUrl: "https://huggingface.co/datasets/Narsil/asr_dummy/resolve/main/1.flac",
		what: "a spoken English sentence",
	},
	mixture: { file: "mixture.wav", what: "two voices speaking at once" },
	frames: { file: "video_frames.zip", what: "the frames of a short video, as numbered JPEG files in a zip" },
	document: {
		file: "document.png",
		publicUrl:
			"https://huggingface.co/spaces/impira/docquery/resolve/2359223c1837a7587402bda0f2643382a6eefeab/invoice.png",
		what: "a scanned document page",
	},
	table: { file: "table.csv", what: "a small table with a header row" },
};

/** The address of a sample file on a hub: `{hub}/datasets/modelhub/sample-inputs/resolve/main/<file>`. */
export function hubSampleUrl(kind: SampleKind, hubUrl: string): string {
	return `${hubBase({ hubUrl })}/datasets/${SAMPLE_DATASET}/resolve/main/${SAMPLES[kind].file}`;
}

/**
 * Where a snippet finds a sample: the hub's copy when the snippet is printed for a hub, else the public sample, else
 * undefined (the reader supplies the file).
 */
export function sampleUrl(kind: SampleKind, options?: LibrarySnippetOptions): string | undefined {
	return options?.hubUrl ? hubSampleUrl(kind, options.hubUrl) : SAMPLES[kind].publicUrl;
}

/** The local file name a downloaded sample is saved as: the URL's last segment, or the dataset's name. */
export function sampleFile(kind: SampleKind, options?: LibrarySnippetOptions): string {
	const url = sampleUrl(kind, options);
	return url ? url.slice(url.lastIndexOf("/") + 1) : SAMPLES[kind].file;
}

/**
 * Python lines that put a sample in a local file whose path is in `variable`: downloaded with the standard library
 * when there is an address, else a comment asking for the reader's own file.
 */
export function pythonSample(kind: SampleKind, variable: string, options?: LibrarySnippetOptions): string {
	const url = sampleUrl(kind, options);
	const sample = SAMPLES[kind];
	if (!url) {
		return py`
			# Your own input: ${raw(sample.what)}
			${raw(variable)} = ${sample.file}
		`;
	}
	return py`
		# A sample input (${raw(sample.what)}), saved next to the script
		${raw(variable)}, _ = urllib.request.urlretrieve(${url}, ${sampleFile(kind, options)})
	`;
}

/** The import line `pythonSample` needs ("" when the sample is the reader's own file). */
export function pythonSampleImport(kinds: readonly SampleKind[], options?: LibrarySnippetOptions): string {
	return kinds.some((k) => sampleUrl(k, options) !== undefined) ? "import urllib.request" : "";
}

/** Import lines, one per line, leaving out empty ones (a sample import that is not needed). */
export function importLines(...lines: string[]): string {
	return lines.filter((l) => l !== "").join("\n");
}

/**
 * A generator's Python snippet rewritten to open a sample instead of a file it names: the download lines
 * (`pythonSample`) go just before the top-level statement that first uses `literal` (the quoted file name, such as
 * `"image.jpg"`), every use of the literal becomes `variable`, and `import urllib.request` joins the imports when the
 * sample is downloaded. The literal is written by the generator, never taken from a record.
 */
export function withSample(
	code: string,
	literal: string,
	kind: SampleKind,
	variable: string,
	options?: LibrarySnippetOptions,
): string {
	const quoted = JSON.stringify(literal);
	const lines = code.split("\n");
	const first = lines.findIndex((l) => l.includes(quoted));
	if (first < 0) return code;
	let start = first;
	// Back to the start of the top-level statement holding the first use (and the comments just above it)
	while (start > 0 && (/^\s/.test(lines[start] ?? "") || /[([{,\\]\s*$/.test(lines[start - 1] ?? ""))) start--;
	while (start > 0 && (lines[start - 1] ?? "").startsWith("#")) start--;
	const body = lines.map((l) => l.split(quoted).join(variable));
	const gap = start > 0 && (body[start - 1] ?? "").trim() !== "" ? [""] : [];
	body.splice(start, 0, ...gap, ...pythonSample(kind, variable, options).split("\n"), "");
	const importLine = pythonSampleImport([kind], options);
	if (importLine && !body.includes(importLine)) {
		const at = body.findIndex((l) => /^(import|from) /.test(l));
		body.splice(at < 0 ? 0 : at, 0, importLine);
	}
	return body.join("\n");
}

/**
 * Shell lines that put a sample in the current folder (curl from the hub, or from the public sample) and the name of
 * the file they leave there; a comment asking for the reader's own file where there is no address.
 */
export function shellSample(kind: SampleKind, options?: LibrarySnippetOptions): { lines: string; file: string } {
	const url = sampleUrl(kind, options);
	const file = sampleFile(kind, options);
	const what = SAMPLES[kind].what;
	if (!url) return { lines: `# Your own input: ${what}, as ${file}`, file };
	return {
		lines: sh`
			# A sample input (${raw(what)})
			curl -L -o ${file} ${url}
		`,
		file,
	};
}
