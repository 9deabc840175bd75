/**
 * Library snippets in CPU time (process.cpuUsage), for a machine too loaded for wall-clock figures: our generators
 * against the peer's over the same catalogue records as the bench's library section, in alternating order over many
 * rounds; the figure is each side's median µs per model.
 *
 *   node bench/library-cpu.mjs [--rounds n] [--fresh] [--base <core dist folder>]
 *
 * --fresh hands every call a structuredClone of its record, made before the timed batch (no string or object of one
 * call is seen again by the next), so no memo keyed by a value's identity can help. --base times a second build of
 * the core (a copy of packages/core/dist taken before a change) in the same rounds, and checks it writes the same
 * snippets.
 */
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { MODEL_LIBRARIES_UI_ELEMENTS } from "@huggingface/tasks";
import { loadCatalog } from "@modelhub/catalog";
import { LIBRARY_SNIPPETS } from "@modelhub/core";
import { median } from "./lib/timing.mjs";

const { values: options } = parseArgs({
	options: { rounds: { type: "string", default: "15" }, fresh: { type: "boolean" }, base: { type: "string" } },
});
const base = options.base
	? (await import(pathToFileURL(resolve(options.base, "index.js")).href)).LIBRARY_SNIPPETS
	: undefined;

const sides = { ours: LIBRARY_SNIPPETS, peer: undefined, ...(base ? { base } : {}) };
const generatorOf = (side, lib) => {
	if (side === "peer") {
		const ui = Object.hasOwn(MODEL_LIBRARIES_UI_ELEMENTS, lib) ? MODEL_LIBRARIES_UI_ELEMENTS[lib] : undefined;
		return typeof ui?.snippets === "function" ? ui.snippets : undefined;
	}
	return Object.hasOwn(sides[side], lib) ? sides[side][lib] : undefined;
};

// The records every side writes snippets for without throwing, as in bench/suites/library-snippets.mjs
const entries = [];
for (const model of loadCatalog()) {
	const lib = model.library_name;
	if (typeof lib !== "string") continue;
	const generators = Object.fromEntries(Object.keys(sides).map((side) => [side, generatorOf(side, lib)]));
	if (Object.values(generators).some((g) => !g)) continue;
	try {
		for (const g of Object.values(generators)) g(model);
	} catch {
		continue;
	}
	entries.push({ model, ...generators });
}
if (base) {
	const differing = entries.filter((e) => JSON.stringify(e.ours(e.model)) !== JSON.stringify(e.base(e.model)));
	if (differing.length > 0) throw new Error(`--base writes other snippets for ${differing.length} records`);
}

let sink = 0;
const passes = options.fresh ? 60 : 200;
/** CPU µs per model of `passes` passes of one side over every record (fresh copies made outside the timing). */
function timeSide(side) {
	const inputs = Array.from({ length: passes }, () =>
		options.fresh ? entries.map((e) => structuredClone(e.model)) : entries.map((e) => e.model),
	);
	const start = process.cpuUsage();
	for (const models of inputs) for (let i = 0; i < entries.length; i++) sink += entries[i][side](models[i]).length;
	const used = process.cpuUsage(start);
	return (used.user + used.system) / passes / entries.length;
}

const names = Object.keys(sides);
// Warm-up: each side runs a dozen timed batches first. Every generator is called only a few hundred times per batch,
// so the optimising compiler reaches most of them only after several batches, and its compile threads' CPU time
// (which process.cpuUsage counts) lands on whichever side is running: with three batches of warm-up both sides
// measured about twice their steady cost, and the ratio moved between 2.1 and 3.5 from run to run.
for (const side of names) for (let i = 0; i < 12; i++) timeSide(side);
const samples = Object.fromEntries(names.map((side) => [side, []]));
const rounds = Number(options.rounds);
for (let round = 0; round < rounds; round++) {
	const order = round % 2 === 0 ? names : [...names].reverse();
	for (const side of order) samples[side].push(timeSide(side));
}
const us = Object.fromEntries(names.map((side) => [side, median(samples[side])]));
console.log(
	`${entries.length} models, ${rounds} rounds of ${passes} passes${options.fresh ? " on fresh record copies" : ""}; load average ${loadavg()
		.map((l) => l.toFixed(1))
		.join(" ")}`,
);
for (const side of names) {
	const ratio = us[side] / us.peer;
	console.log(
		`${side.padEnd(5)} ${us[side].toFixed(3)} CPU µs per model${side === "peer" ? "" : `  (${ratio.toFixed(2)}× the peer's time)`}`,
	);
}
if (sink === 0.5) console.log(sink);
