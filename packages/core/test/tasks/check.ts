import { existsSync, readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { DemoEntry, TaskRecord } from "../../src/tasks/index.js";

/** Where the web app serves demo media from. */
export const DEMO_DIR = fileURLToPath(new URL("../../../../apps/web/public/demo/", import.meta.url));

/** Hub repository ids: `org/name`, each part made of letters, digits, `.`, `_` and `-`. */
export const REPO_ID = /^[A-Za-z0-9][A-Za-z0-9._-]*\/[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** Metric names: lower-case kebab-case words. */
export const METRIC_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

const MAX_SVG_BYTES = 16_000;
const MAX_WAV_BYTES = 40_000;

const nonEmpty = (s: unknown): boolean => typeof s === "string" && s.trim() !== "";

/** Problems with a WAV file's bytes: not RIFF/WAVE, not 16-bit PCM, inconsistent sizes or silent. */
export function wavProblems(bytes: Buffer): string[] {
	if (bytes.length < 44) return ["shorter than a WAV header"];
	const problems: string[] = [];
	if (bytes.toString("ascii", 0, 4) !== "RIFF" || bytes.toString("ascii", 8, 12) !== "WAVE")
		problems.push("not RIFF/WAVE");
	if (bytes.toString("ascii", 12, 16) !== "fmt " || bytes.readUInt16LE(20) !== 1) problems.push("not PCM");
	if (bytes.readUInt16LE(34) !== 16) problems.push("not 16-bit");
	if (bytes.toString("ascii", 36, 40) !== "data") return [...problems, "no data chunk after fmt"];
	const size = bytes.readUInt32LE(40);
	if (size !== bytes.length - 44) problems.push(`data size ${size} does not match the file`);
	let peak = 0;
	for (let i = 44; i + 1 < bytes.length; i += 2) peak = Math.max(peak, Math.abs(bytes.readInt16LE(i)));
	if (peak < 3000) problems.push("silent or nearly silent");
	return problems;
}

/** Problems with an SVG file's text: not a standalone SVG document, no title, or external references. */
export function svgProblems(text: string): string[] {
	const problems: string[] = [];
	if (!text.startsWith("<svg ") || !text.trimEnd().endsWith("</svg>")) problems.push("not a standalone <svg> document");
	if (!text.includes('xmlns="http://www.w3.org/2000/svg"')) problems.push("missing the SVG namespace");
	if (!/viewBox="[\d. ]+"/.test(text)) problems.push("missing viewBox");
	if (!/<title>[^<]+<\/title>/.test(text)) problems.push("missing <title>");
	if (/<(script|image|foreignObject)\b/.test(text) || /href="(?!#)/.test(text))
		problems.push("has scripts or external refs");
	return problems;
}

/** Problems with a media filename and the file it names under `dir`. */
export function mediaProblems(kind: "img" | "audio", filename: string, dir = DEMO_DIR): string[] {
	const ext = kind === "img" ? ".svg" : ".wav";
	if (!/^[a-z0-9]+(-[a-z0-9]+)*\.[a-z0-9]+$/.test(filename)) return [`bad filename "${filename}"`];
	if (!filename.endsWith(ext)) return [`${kind} file "${filename}" should end in ${ext}`];
	const path = dir + filename;
	if (!existsSync(path)) return [`missing file ${filename}`];
	const bytes = readFileSync(path);
	const max = kind === "img" ? MAX_SVG_BYTES : MAX_WAV_BYTES;
	if (statSync(path).size > max) return [`${filename} is larger than ${max} bytes`];
	return (kind === "img" ? svgProblems(bytes.toString("utf8")) : wavProblems(bytes)).map((p) => `${filename}: ${p}`);
}

/** Problems with one demo entry, checked against the rules of its type. */
export function entryProblems(entry: DemoEntry, dir = DEMO_DIR): string[] {
	switch (entry.type) {
		case "img":
		case "audio":
			return [
				...(entry.label !== undefined && !nonEmpty(entry.label) ? ["empty label"] : []),
				...mediaProblems(entry.type, entry.filename, dir),
			];
		case "text":
			return [...(nonEmpty(entry.label) ? [] : ["empty label"]), ...(nonEmpty(entry.content) ? [] : ["empty content"])];
		case "tabular": {
			const [header, ...rows] = entry.table;
			if (!header || rows.length === 0) return ["a table needs a header row and at least one row"];
			const problems: string[] = [];
			entry.table.forEach((row, i) => {
				if (row.length !== header.length)
					problems.push(`row ${i} has ${row.length} cells, header has ${header.length}`);
				if (!row.every(nonEmpty)) problems.push(`row ${i} has an empty cell`);
			});
			return problems;
		}
		case "chart": {
			if (entry.data.length === 0) return ["empty chart"];
			const problems: string[] = [];
			const labels = new Set<string>();
			for (const { label, score } of entry.data) {
				if (!nonEmpty(label)) problems.push("empty chart label");
				if (labels.has(label)) problems.push(`duplicate chart label "${label}"`);
				labels.add(label);
				if (!Number.isFinite(score) || score < 0 || score > 1) problems.push(`score ${score} outside [0, 1]`);
			}
			return problems;
		}
		case "text-with-tokens": {
			const problems: string[] = nonEmpty(entry.content) ? [] : ["empty content"];
			if (entry.tokens.length === 0) problems.push("no tokens");
			let previousEnd = 0;
			for (const { type, start, end } of entry.tokens) {
				if (!nonEmpty(type)) problems.push("empty token type");
				if (
					!Number.isInteger(start) ||
					!Number.isInteger(end) ||
					start < 0 ||
					end > entry.content.length ||
					start >= end
				) {
					problems.push(`span [${start}, ${end}) is not inside the content`);
					continue;
				}
				if (start < previousEnd) problems.push(`span [${start}, ${end}) overlaps or is out of order`);
				const text = entry.content.slice(start, end);
				if (text.trim() !== text) problems.push(`span "${text}" starts or ends with whitespace`);
				previousEnd = end;
			}
			return problems;
		}
		default:
			return [`unknown entry type ${JSON.stringify((entry as { type: unknown }).type)}`];
	}
}

/** Problems with a whole task record's lists and optional fields (demo entries are checked separately). */
export function recordProblems(t: TaskRecord): string[] {
	const problems: string[] = [];
	const lists = { datasets: t.datasets, models: t.models, spaces: t.spaces, metrics: t.metrics };
	if (t.isPlaceholder) {
		if (t.summary !== "") problems.push("placeholder with a summary");
		for (const [name, list] of Object.entries(lists)) if (list.length) problems.push(`placeholder with ${name}`);
		if (t.demo.inputs.length || t.demo.outputs.length) problems.push("placeholder with a demo");
		if (t.widgetModels.length) problems.push("placeholder with widget models");
		if (t.youtubeId !== undefined) problems.push("placeholder with a video");
		return problems;
	}
	if (!nonEmpty(t.summary)) problems.push("empty summary");
	if (t.models.length === 0) problems.push("no models");
	if (t.demo.inputs.length === 0 || t.demo.outputs.length === 0) problems.push("demo without inputs or outputs");
	for (const [name, list] of Object.entries(lists)) {
		const pattern = name === "metrics" ? METRIC_ID : REPO_ID;
		const seen = new Set<string>();
		for (const ref of list) {
			if (!pattern.test(ref.id)) problems.push(`${name}: malformed id "${ref.id}"`);
			if (seen.has(ref.id)) problems.push(`${name}: duplicate id "${ref.id}"`);
			seen.add(ref.id);
			if (!nonEmpty(ref.description)) problems.push(`${name}: "${ref.id}" has no description`);
		}
	}
	const models = new Set(t.models.map((m) => m.id));
	for (const w of t.widgetModels) if (!models.has(w)) problems.push(`widget model "${w}" is not among the models`);
	if (t.youtubeId !== undefined && !YOUTUBE_ID.test(t.youtubeId)) problems.push(`bad YouTube id "${t.youtubeId}"`);
	return problems;
}
