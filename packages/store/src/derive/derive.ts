import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { ByteSource, ModelRecord, RepoType } from "@modelhub/core";
import { checkRecord } from "../catalog/row.js";
import type { ImportEvent, RepoFile } from "../import/types.js";
import { jsonParseError } from "../quote.js";
import { baseModelTags, parseCardMetadata, stringList } from "./card.js";
import { detectLibrary, processorClass, taskFromConfig, taskFromLibrary } from "./detect.js";
import { withByteSource } from "./file-source.js";
import { deriveTyped } from "./typed.js";
import { walkRepo } from "./walk.js";
import { ggufInfo, safetensorsParameters, sumSafetensors } from "./weights.js";

/** JSON files bigger than this are not read for metadata (a config is a few kB). */
const MAX_JSON = 16 * 1024 * 1024;

const firstLine = (e: unknown) => String((e as Error)?.message ?? e).split("\n")[0] ?? "";

/** The tokenizer settings the Hub copies into `config.tokenizer_config`. */
const TOKENIZER_KEYS = ["chat_template", "bos_token", "eos_token", "pad_token", "unk_token", "sep_token", "cls_token"];

type Warn = (path: string, reason: string) => void;

/** A repository's files, wherever they are: a folder being imported, or a revision in the blob store. */
export interface RepoFiles {
	/** Every file, with its size, sorted by path. */
	files: readonly { path: string; size: number }[];
	/** A file's text (UTF-8). */
	text(path: string): Promise<string>;
	/** Runs `fn` on a file opened for random-access reads (weights' headers). */
	bytes<T>(path: string, fn: (source: ByteSource) => Promise<T>): Promise<T>;
}

async function readJson(
	reader: RepoFiles,
	file: { path: string; size: number } | undefined,
	warn: Warn,
): Promise<Record<string, unknown> | undefined> {
	if (!file) return undefined;
	if (file.size > MAX_JSON) {
		warn(file.path, `larger than ${MAX_JSON} bytes, not read as metadata`);
		return undefined;
	}
	try {
		const data: unknown = JSON.parse(await reader.text(file.path));
		if (typeof data === "object" && data !== null && !Array.isArray(data)) return data as Record<string, unknown>;
		warn(file.path, "not a JSON object, not read as metadata");
	} catch (e) {
		warn(
			file.path,
			`not read as metadata: ${e instanceof SyntaxError ? `invalid JSON (${jsonParseError(e)})` : firstLine(e)}`,
		);
	}
	return undefined;
}

/** Reads a token the tokenizer config gives as a string or as `{content: "…"}`. */
const tokenText = (v: unknown): string | undefined =>
	typeof v === "string"
		? v
		: typeof (v as { content?: unknown })?.content === "string"
			? (v as { content: string }).content
			: undefined;

/**
 * One repository folder as import events: its record (see deriveRecord), its card and files, plus a rejection for each
 * file left out or not readable as metadata; or a single rejection when the repository itself cannot be read.
 */
export async function deriveRepo(dir: string, id: string, type: RepoType = "model"): Promise<ImportEvent[]> {
	const events: ImportEvent[] = [];
	const warn: Warn = (path, reason) =>
		events.push({ kind: "rejected", origin: join(dir, path), reason, warning: true });
	const reject = (reason: string): ImportEvent[] => [{ kind: "rejected", origin: dir, reason }];
	let walked: Awaited<ReturnType<typeof walkRepo>>;
	try {
		walked = await walkRepo(dir);
	} catch (e) {
		return reject(`cannot list the repository: ${firstLine(e)}`);
	}
	for (const s of walked.skipped) warn(s.path, `${s.reason}: skipped`);
	const files = walked.files;
	const byPath = new Map(files.map((f) => [f.path, f]));
	const source = (path: string) => (byPath.get(path) as RepoFile).source;
	const reader: RepoFiles = {
		files,
		text: (path) => readFile(source(path), "utf8"),
		bytes: (path, fn) => withByteSource(source(path), fn),
	};
	const derived = await deriveTyped(type, id, reader, warn);
	if (!derived.ok) return [...events, ...reject(derived.error)];
	const { record, card } = derived;
	events.push({
		kind: "record",
		origin: dir,
		record: record as ModelRecord,
		...(card !== undefined ? { card } : {}),
		files,
		...(type !== "model" ? { repoType: type } : {}),
	});
	return events;
}

/**
 * A repository's record, derived from its files as a hub derives it: the card's front matter (library, task, tags,
 * licence, datasets, languages, base models, widget), the library from the files when the card names none, the task
 * from the config's architecture, parameter counts from the safetensors headers, the GGUF header's metadata. Files
 * that cannot be read as metadata are reported to `warn` and left out; a card that cannot be read or parsed, or a
 * record that is not valid, is an error.
 */
export async function deriveRecord(
	id: string,
	reader: RepoFiles,
	warn: Warn,
): Promise<{ ok: true; record: ModelRecord; card?: string } | { ok: false; error: string }> {
	const files = reader.files;
	const byPath = new Map(files.map((f) => [f.path, f]));

	let card: string | undefined;
	let metadata: Record<string, unknown> = {};
	const readme = byPath.get("README.md");
	if (readme) {
		try {
			card = await reader.text("README.md");
		} catch (e) {
			return { ok: false, error: `README.md cannot be read: ${firstLine(e)}` };
		}
		const parsed = parseCardMetadata(card);
		if (!parsed.ok) return { ok: false, error: `README.md: ${parsed.error}` };
		metadata = parsed.metadata;
	}

	const config = await readJson(reader, byPath.get("config.json"), warn);
	const tokenizer = await readJson(reader, byPath.get("tokenizer_config.json"), warn);
	const adapter = await readJson(reader, byPath.get("adapter_config.json"), warn);
	const modelIndex = await readJson(reader, byPath.get("model_index.json"), warn);
	const preprocessor = await readJson(reader, byPath.get("preprocessor_config.json"), warn);

	const stParts: Record<string, number>[] = [];
	for (const f of files.filter((f) => f.path.endsWith(".safetensors"))) {
		try {
			stParts.push(await reader.bytes(f.path, safetensorsParameters));
		} catch (e) {
			warn(f.path, `safetensors header not read: ${firstLine(e)}`);
		}
	}
	let gguf: ModelRecord["gguf"];
	const ggufFile = files.find((f) => f.path.endsWith(".gguf"));
	if (ggufFile) {
		try {
			gguf = await reader.bytes(ggufFile.path, ggufInfo);
		} catch (e) {
			warn(ggufFile.path, `GGUF header not read: ${firstLine(e)}`);
		}
	}

	const paths = files.map((f) => f.path);
	const text = (v: unknown) => (typeof v === "string" && v !== "" ? v : undefined);
	const library = text(metadata.library_name) ?? detectLibrary({ paths, ...(config ? { config } : {}) });
	const modelIndexClass = text(modelIndex?._class_name);
	const fromConfig = taskFromConfig(config);
	const pipeline = text(metadata.pipeline_tag) ?? fromConfig?.pipeline_tag ?? taskFromLibrary(library, modelIndexClass);

	const recordConfig: Record<string, unknown> = { ...(config ?? {}) };
	if (tokenizer) {
		const tc: Record<string, unknown> = {};
		for (const key of TOKENIZER_KEYS) {
			const v = key === "chat_template" ? tokenizer[key] : tokenText(tokenizer[key]);
			if (v !== undefined && v !== null) tc[key] = v;
		}
		if (Object.keys(tc).length) recordConfig.tokenizer_config = tc;
	}
	if (adapter) {
		const peft: Record<string, unknown> = {};
		if (typeof adapter.base_model_name_or_path === "string")
			peft.base_model_name_or_path = adapter.base_model_name_or_path;
		if (typeof adapter.task_type === "string") peft.task_type = adapter.task_type;
		recordConfig.peft = peft;
	}
	if (modelIndexClass) recordConfig.diffusers = { _class_name: modelIndexClass };

	const quantized = gguf !== undefined || (config !== undefined && "quantization_config" in config);
	const formats = [
		paths.some((p) => p.endsWith(".safetensors")) ? "safetensors" : undefined,
		ggufFile ? "gguf" : undefined,
		paths.some((p) => p.endsWith(".onnx")) ? "onnx" : undefined,
	];
	const tags = [
		library,
		...formats,
		text(config?.model_type),
		...stringList(metadata.tags),
		pipeline,
		config?.auto_map !== undefined ? "custom_code" : undefined,
		...baseModelTags(metadata, { adapter: adapter !== undefined, quantized }),
		...stringList(metadata.license).map((l) => `license:${l}`),
		...stringList(metadata.datasets).map((d) => `dataset:${d}`),
		...stringList(metadata.language),
	].filter((t): t is string => t !== undefined);

	const record: ModelRecord = {
		id,
		author: id.split("/")[0],
		private: false,
		gated: false,
		downloads: 0,
		likes: 0,
		tags: [...new Set(tags)],
		siblings: files.map((f) => ({ rfilename: f.path, size: f.size })),
	};
	if (pipeline) record.pipeline_tag = pipeline;
	if (library) record.library_name = library;
	if (Object.keys(metadata).length) record.cardData = metadata;
	if (Array.isArray(metadata.widget)) record.widgetData = metadata.widget;
	if (Object.keys(recordConfig).length) record.config = recordConfig;
	if (library === "transformers" && fromConfig) {
		const processor = processorClass({
			tokenizer: tokenizer !== undefined || byPath.has("tokenizer.json"),
			processor: byPath.has("processor_config.json"),
			...(preprocessor ? { preprocessor } : {}),
		});
		record.transformersInfo = {
			auto_model: fromConfig.auto_model,
			pipeline_tag: fromConfig.pipeline_tag,
			...(processor ? { processor } : {}),
		};
	}
	const mask = tokenText(tokenizer?.mask_token);
	if (mask) record.mask_token = mask;
	const safetensors = sumSafetensors(stParts);
	if (safetensors) record.safetensors = safetensors;
	if (gguf) record.gguf = gguf;

	const checked = checkRecord(record);
	if (!checked.ok) return { ok: false, error: checked.error };
	return { ok: true, record: checked.record, ...(card !== undefined ? { card } : {}) };
}
