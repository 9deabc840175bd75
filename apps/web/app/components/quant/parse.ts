/** A parsed form field: the value, or a one-line message naming what is wrong. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const MULTIPLIERS: Record<string, number> = {
	"": 1,
	k: 1e3,
	thousand: 1e3,
	m: 1e6,
	mn: 1e6,
	million: 1e6,
	b: 1e9,
	bn: 1e9,
	g: 1e9,
	billion: 1e9,
	t: 1e12,
	tn: 1e12,
	trillion: 1e12,
};

/** The most parameters we accept: far beyond any model, small enough to catch a wrong unit. */
const MAX_PARAMETERS = 1e15;

const NUMBER = /^(\d+(?:\.\d*)?|\.\d+)(?:e([+-]?\d+))?\s*([a-z]*)$/i;

/** Drops thousands separators ("8,000,000,000", "8 000 000 000", "8_000_000_000") and a trailing "params". */
function normalize(text: string): string {
	return text
		.trim()
		.replace(/\s*(?:params?|parameters?)$/i, "")
		.replace(/(\d)[_\s\u00a0\u202f](?=\d)/g, "$1")
		.replace(/^(\d{1,3})((?:,\d{3})+)(?=\D|$)/, (_, head: string, groups: string) => head + groups.replaceAll(",", ""));
}

/**
 * Reads a parameter count the way people write one: "8B", "70b", "1.5e9", "8000000000", "8,000,000,000",
 * "350M", "1.2 trillion", "8B params".
 */
export function parseParameterCount(input: string): Parsed<number> {
	const text = input.trim();
	if (!text) return { ok: false, error: "Enter a parameter count, for example 8B." };
	if (text.startsWith("-"))
		return { ok: false, error: `“${text}” is negative: a model has a positive number of parameters.` };
	if (/^\d+(?:\.\d+)?\s*x\s*\d/i.test(text))
		return {
			ok: false,
			error: `“${text}” names a mixture of experts: enter the total parameter count from the model card instead.`,
		};
	const plain = normalize(text);
	if (plain.includes(",")) return { ok: false, error: `“${text}”: write decimals with a dot, for example 1.5B.` };
	const match = NUMBER.exec(plain);
	if (!match) return { ok: false, error: `“${text}” is not a parameter count: try 8B, 70B, 1.5e9 or 8000000000.` };
	const [, digits = "", exponent, unit = ""] = match;
	const multiplier = MULTIPLIERS[unit.toLowerCase()];
	if (multiplier === undefined)
		return {
			ok: false,
			error: `Unknown unit “${unit}” in “${text}”: use K, M, B or T (thousand, million, billion, trillion).`,
		};
	const value = Math.round(Number(digits) * 10 ** Number(exponent ?? 0) * multiplier);
	if (!Number.isFinite(value) || value > MAX_PARAMETERS)
		return { ok: false, error: `“${text}” is more than a quadrillion parameters: check the unit.` };
	if (value < 1) return { ok: false, error: `“${text}” is less than one parameter.` };
	return { ok: true, value };
}

const GIB = 1024 ** 3 / 1e9;
const BUDGET_UNITS: Record<string, number> = { "": 1, g: 1, gb: 1, gib: GIB, t: 1000, tb: 1000, tib: 1024 * GIB };

/** Reads a memory budget in decimal gigabytes: "16", "24 GB", "24GiB", "0.5 TB". Empty means no budget. */
export function parseBudget(input: string): Parsed<number | undefined> {
	const text = input.trim();
	if (!text) return { ok: true, value: undefined };
	if (text.startsWith("-"))
		return { ok: false, error: `“${text}” is negative: enter the memory you have, for example 24.` };
	const match = /^(\d+(?:\.\d*)?|\.\d+)\s*([a-z]*)$/i.exec(text);
	if (!match) return { ok: false, error: `“${text}” is not an amount of memory: enter gigabytes, for example 24.` };
	const [, digits = "", unit = ""] = match;
	const multiplier = BUDGET_UNITS[unit.toLowerCase()];
	if (multiplier === undefined) return { ok: false, error: `Unknown unit “${unit}” in “${text}”: use GB, GiB or TB.` };
	return { ok: true, value: Number(digits) * multiplier };
}
