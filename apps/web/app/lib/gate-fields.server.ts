/**
 * A gated model's request form, from its card's metadata as the Hub reads it: `extra_gated_fields` (label → type, a
 * type being `text`, `checkbox`, `country`, `date_picker` or `{ type: select, options: [...] }`), with the optional
 * `extra_gated_heading`, `extra_gated_prompt`, `extra_gated_description` and `extra_gated_button_content`. A card is
 * anyone's text: every value is checked, bounded and kept as text (React escapes it), and what cannot be a field is
 * left out. The answers are checked against the same form on the server.
 */

export type GateFieldKind = "text" | "checkbox" | "country" | "date" | "select";

export interface GateField {
	/** The form control's name (`field-0`…): labels are free text and never become names. */
	name: string;
	label: string;
	kind: GateFieldKind;
	options?: { value: string; label: string }[];
}

export interface GateForm {
	fields: GateField[];
	heading?: string;
	prompt?: string;
	description?: string;
	button?: string;
}

const MAX_FIELDS = 30;
const MAX_LABEL = 500;
const MAX_OPTIONS = 100;
const MAX_OPTION = 200;
const MAX_PROSE = 5000;
/** The longest answer kept for a text field. */
export const MAX_ANSWER = 1000;

/** Text without control characters (line breaks kept where `lines`), trimmed and bounded; "" when not text. */
function clean(v: unknown, max: number, lines = false): string {
	if (typeof v !== "string") return "";
	const bad = lines ? /[\u0000-\u0009\u000b-\u001f\u007f]/g : /[\u0000-\u001f\u007f]/g;
	return v.replace(bad, " ").trim().slice(0, max);
}

const KINDS: Record<string, GateFieldKind> = {
	text: "text",
	checkbox: "checkbox",
	country: "country",
	date_picker: "date",
	select: "select",
};

function optionsOf(v: unknown): { value: string; label: string }[] {
	if (!Array.isArray(v)) return [];
	const out: { value: string; label: string }[] = [];
	for (const o of v.slice(0, MAX_OPTIONS)) {
		const option =
			typeof o === "string"
				? { value: clean(o, MAX_OPTION), label: clean(o, MAX_OPTION) }
				: typeof o === "object" && o !== null
					? {
							value: clean((o as { value?: unknown }).value, MAX_OPTION),
							label: clean((o as { label?: unknown }).label, MAX_OPTION),
						}
					: undefined;
		if (option?.value && !out.some((x) => x.value === option.value))
			out.push({ value: option.value, label: option.label || option.value });
	}
	return out;
}

/** The form a card asks a visitor to fill before access (no fields: a plain request). */
export function gateForm(cardData: unknown): GateForm {
	const meta = (typeof cardData === "object" && cardData !== null ? cardData : {}) as Record<string, unknown>;
	const fields: GateField[] = [];
	const declared = meta.extra_gated_fields;
	if (typeof declared === "object" && declared !== null && !Array.isArray(declared)) {
		for (const [rawLabel, spec] of Object.entries(declared)) {
			if (fields.length >= MAX_FIELDS) break;
			const label = clean(rawLabel, MAX_LABEL);
			const type = typeof spec === "string" ? spec : (spec as { type?: unknown } | null)?.type;
			const kind = typeof type === "string" ? KINDS[type] : undefined;
			// Types this hub does not ask (the Hub's `ip_location` is read from the request, not asked) are left out.
			if (!label || !kind || fields.some((f) => f.label === label)) continue;
			const field: GateField = { name: `field-${fields.length}`, label, kind };
			if (kind === "select") {
				field.options = optionsOf((spec as { options?: unknown }).options);
				if (!field.options.length) continue;
			}
			fields.push(field);
		}
	}
	const form: GateForm = { fields };
	const prose: [keyof GateForm, string, number][] = [
		["heading", "extra_gated_heading", MAX_OPTION],
		["prompt", "extra_gated_prompt", MAX_PROSE],
		["description", "extra_gated_description", MAX_PROSE],
		["button", "extra_gated_button_content", 100],
	];
	for (const [key, source, max] of prose) {
		const text = clean(meta[source], max, key === "prompt" || key === "description");
		if (text) (form as unknown as Record<string, string>)[key] = text;
	}
	return form;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function validDate(text: string): boolean {
	const m = DATE.exec(text);
	if (!m) return false;
	const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
	return d.toISOString().slice(0, 10) === text;
}

/**
 * The answers of a submitted form, by label (as the Hub's access-request API reports them), or the first thing wrong
 * with them. Every field must be answered; a checkbox must be checked; a select's answer must be one of its options.
 */
export function readAnswers(
	form: GateForm,
	body: FormData,
): { values: Record<string, string> } | { error: string; field: string } {
	const values: Record<string, string> = {};
	for (const f of form.fields) {
		const raw = body.get(f.name);
		const text = typeof raw === "string" ? raw.trim() : "";
		const wrong = (why: string) => ({ error: `“${f.label.slice(0, 120)}”: ${why}`, field: f.name });
		switch (f.kind) {
			case "checkbox":
				if (!text) return wrong("check this box to ask for access.");
				values[f.label] = "Yes";
				continue;
			case "select":
				if (!f.options?.some((o) => o.value === text)) return wrong("choose one of the options.");
				break;
			case "date":
				if (!validDate(text)) return wrong("give a date (YYYY-MM-DD).");
				break;
			default:
				if (!text) return wrong("this field is required.");
				if (text.length > MAX_ANSWER) return wrong(`at most ${MAX_ANSWER} characters.`);
				if (/[\u0000-\u001f\u007f]/.test(text)) return wrong("no control characters.");
		}
		values[f.label] = text;
	}
	return { values };
}
