/**
 * The model record: the shape of the Hub API's model JSON, as far as the hub reads it.
 * Every field but `id` is optional; unknown extra fields are kept when a record is parsed.
 */
export interface ModelRecord {
	id: string;
	pipeline_tag?: string;
	library_name?: string;
	tags?: string[];
	mask_token?: string;
	config?: ModelConfig;
	cardData?: CardData;
	widgetData?: WidgetExample[];
	transformersInfo?: TransformersInfo;
	gguf?: GgufInfo;
	/** Which inference providers serve the model, under which id (the Hub API's field, as an array or by provider). */
	inferenceProviderMapping?: InferenceProviderMapping;
	[extra: string]: unknown;
}

/** One provider's entry of `inferenceProviderMapping`. */
export interface InferenceProviderMappingEntry {
	/** The provider (present in the array form; the key in the object form). */
	provider?: string;
	/** The provider's own id for the model. */
	providerId: string;
	task?: string;
	status?: string;
	adapter?: string;
	adapterWeightsPath?: string;
	[extra: string]: unknown;
}

export type InferenceProviderMapping =
	| InferenceProviderMappingEntry[]
	| Record<string, Omit<InferenceProviderMappingEntry, "provider">>;

export interface ModelConfig {
	architectures?: string[];
	model_type?: string;
	auto_map?: Record<string, string>;
	adapter_transformers?: { model_name?: string; model_class?: string };
	keras_hub?: { tasks?: string[] };
	sklearn?: {
		model?: { file?: string };
		model_format?: string;
		/** The input columns a tabular model expects, and an example of them. */
		columns?: string[];
		example_input?: Record<string, unknown[]>;
	};
	speechbrain?: { speechbrain_interface?: string; vocoder_interface?: string; vocoder_model_id?: string };
	peft?: { base_model_name_or_path?: string; task_type?: string };
	tokenizer_config?: { chat_template?: string | { name: string; template: string }[]; [k: string]: unknown };
	quantization_config?: { quant_method?: string; bits?: number; [k: string]: unknown };
	diffusers?: { _class_name?: string; [k: string]: unknown };
	[extra: string]: unknown;
}

export interface CardData {
	base_model?: string | string[];
	instance_prompt?: string | null;
	license?: string;
	language?: string | string[];
	datasets?: string | string[];
	tags?: string[];
	[extra: string]: unknown;
}

/** One widget example, as model cards declare them. */
export interface WidgetExample {
	text?: string;
	context?: string;
	source_sentence?: string;
	sentences?: string[];
	candidate_labels?: string;
	src?: string;
	example_title?: string;
	messages?: { role: string; content: string }[];
	[extra: string]: unknown;
}

export interface TransformersInfo {
	auto_model: string;
	processor?: string;
	pipeline_tag?: string;
	custom_class?: string;
}

export interface GgufInfo {
	total?: number;
	architecture?: string;
	context_length?: number;
	chat_template?: string;
	bos_token?: string;
	eos_token?: string;
	[extra: string]: unknown;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * A check of one value: undefined when it is right, else what is wrong, as the path below the value followed by the
 * problem (`.text must be a string`, `[2] must be an object`, ` must be a number`). The path is written only on the
 * way out of a failed check, so a record that passes (nearly all of them) costs no string building.
 */
type Check = (value: unknown) => string | undefined;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isStringArray = (v: unknown): boolean => {
	if (!Array.isArray(v)) return false;
	for (const x of v) if (typeof x !== "string") return false;
	return true;
};

const str: Check = (v) => (typeof v === "string" ? undefined : " must be a string");
const num: Check = (v) => (typeof v === "number" && Number.isFinite(v) ? undefined : " must be a number");
const strArray: Check = (v) => (isStringArray(v) ? undefined : " must be an array of strings");
const strOrStrArray: Check = (v) =>
	typeof v === "string" || isStringArray(v) ? undefined : " must be a string or an array of strings";
const nullable =
	(check: Check): Check =>
	(v) =>
		v === null ? undefined : check(v);
const record =
	(check: Check): Check =>
	(v) => {
		if (!isObject(v)) return " must be an object";
		for (const k in v) {
			if (!Object.hasOwn(v, k)) continue;
			const e = check(v[k]);
			if (e) return `.${k}${e}`;
		}
		return undefined;
	};
const shape = (fields: Record<string, Check>): Check => {
	const entries = Object.entries(fields);
	return (v) => {
		if (!isObject(v)) return " must be an object";
		for (const [k, check] of entries) {
			const x = v[k];
			if (x === undefined) continue;
			const e = check(x);
			if (e) return `.${k}${e}`;
		}
		return undefined;
	};
};
const arrayOf =
	(check: Check): Check =>
	(v) => {
		if (!Array.isArray(v)) return " must be an array";
		for (let i = 0; i < v.length; i++) {
			const e = check(v[i]);
			if (e) return `[${i}]${e}`;
		}
		return undefined;
	};
const templateList = arrayOf(shape({ name: str, template: str }));
const chatTemplate: Check = (v) => (typeof v === "string" ? undefined : templateList(v));

const CONFIG = shape({
	architectures: strArray,
	model_type: str,
	auto_map: record(str),
	adapter_transformers: shape({ model_name: str, model_class: str }),
	keras_hub: shape({ tasks: strArray }),
	sklearn: shape({ model: shape({ file: str }), model_format: str, columns: strArray }),
	speechbrain: shape({ speechbrain_interface: str, vocoder_interface: str, vocoder_model_id: str }),
	peft: shape({ base_model_name_or_path: str, task_type: str }),
	tokenizer_config: shape({ chat_template: chatTemplate }),
	quantization_config: shape({ quant_method: str, bits: num }),
});

const TRANSFORMERS_INFO = shape({ processor: str, pipeline_tag: str, custom_class: str });
const PROVIDER_ENTRY = shape({ provider: str, providerId: str, task: str, status: str });
const PROVIDER_LIST = arrayOf(PROVIDER_ENTRY);
const PROVIDER_RECORD = record(PROVIDER_ENTRY);

const TOP: Record<string, Check> = {
	id: str,
	pipeline_tag: str,
	library_name: str,
	tags: strArray,
	mask_token: str,
	config: CONFIG,
	cardData: shape({ base_model: strOrStrArray, instance_prompt: nullable(str) }),
	widgetData: arrayOf(
		shape({
			text: str,
			context: str,
			source_sentence: str,
			sentences: strArray,
			candidate_labels: str,
			src: str,
			example_title: str,
		}),
	),
	transformersInfo: (v) => {
		if (!isObject(v)) return " must be an object";
		if (typeof v.auto_model !== "string") return ".auto_model must be a string";
		return TRANSFORMERS_INFO(v);
	},
	gguf: shape({ total: num, architecture: str, context_length: num, chat_template: str }),
	inferenceProviderMapping: (v) => (Array.isArray(v) ? PROVIDER_LIST(v) : PROVIDER_RECORD(v)),
};

/**
 * Validates untrusted JSON as a model record. Returns the record (same object, extra fields kept) or an error that
 * names the first bad field, e.g. "tags must be an array of strings" or "id is required".
 */
export function parseModelRecord(input: unknown): ParseResult<ModelRecord> {
	const error = modelRecordError(input);
	if (error !== undefined) return { ok: false, error };
	const record = { ...(input as ModelRecord) };
	// A JSON null is the Hub API's way of saying "absent" for optional fields.
	for (const key of TOP_KEYS) if (record[key] === null) delete record[key];
	return { ok: true, value: record };
}

const TOP_ENTRIES = Object.entries(TOP);
const TOP_KEYS = Object.keys(TOP);

/**
 * What `parseModelRecord` finds wrong with a value, or undefined when it is a model record: the same checks without
 * the copy, for a caller that keeps the value as it is (the store keeps each record exactly as imported).
 */
export function modelRecordError(input: unknown): string | undefined {
	if (!isObject(input)) return "a model record must be a JSON object";
	if (input.id === undefined || input.id === null || input.id === "") return "id is required";
	for (const [key, check] of TOP_ENTRIES) {
		const value = input[key];
		if (value === undefined || (value === null && key !== "id")) continue;
		const error = check(value);
		if (error) return key + error;
	}
	return undefined;
}

/** Parses JSON text into a model record; malformed JSON is reported as an error value too. */
export function parseModelJson(text: string): ParseResult<ModelRecord> {
	let data: unknown;
	try {
		data = JSON.parse(text);
	} catch (e) {
		return { ok: false, error: `invalid JSON: ${(e as Error).message}` };
	}
	return parseModelRecord(data);
}

/** Whether the record carries a tag. */
export function hasTag(model: ModelRecord, tag: string): boolean {
	return model.tags?.includes(tag) ?? false;
}

/**
 * The Hub's older names of three model orders, each with the record field it sorts by: the Hub's API still accepts
 * them and its website's /models URLs write them (`?sort=trending`).
 */
export const HUB_SORT_ALIASES: Readonly<Record<string, "trendingScore" | "lastModified" | "createdAt">> = Object.freeze(
	{
		trending: "trendingScore",
		modified: "lastModified",
		created: "createdAt",
	},
);

/** The field a Hub order name sorts by: an older name's field, else the name itself. */
export function hubSortField(name: string): string {
	return Object.hasOwn(HUB_SORT_ALIASES, name) ? (HUB_SORT_ALIASES[name] as string) : name;
}
