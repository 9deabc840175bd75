/** Library usage snippets: our generator per library against @huggingface/tasks' snippets, over the catalogue. */
import { MODEL_LIBRARIES_UI_ELEMENTS } from "@huggingface/tasks";
import { loadCatalog } from "@modelhub/catalog";
import { LIBRARY_SNIPPETS } from "@modelhub/core";
import { fixed, times, verdict } from "../lib/report.mjs";
import { comparePair, consume } from "../lib/timing.mjs";

const peerGenerator = (lib) =>
	Object.hasOwn(MODEL_LIBRARIES_UI_ELEMENTS, lib) && typeof MODEL_LIBRARIES_UI_ELEMENTS[lib].snippets === "function"
		? MODEL_LIBRARIES_UI_ELEMENTS[lib].snippets
		: undefined;

/** Catalogue records whose library both sides can write snippets for (and neither side throws on). */
function sharedRecords() {
	const shared = [];
	const skipped = [];
	for (const model of loadCatalog()) {
		const lib = model.library_name;
		const ours = typeof lib === "string" && Object.hasOwn(LIBRARY_SNIPPETS, lib) ? LIBRARY_SNIPPETS[lib] : undefined;
		const peer = typeof lib === "string" ? peerGenerator(lib) : undefined;
		if (!ours || !peer) {
			skipped.push({
				id: model.id,
				reason: !lib ? "no library_name" : !ours ? "no generator here" : "no peer generator",
			});
			continue;
		}
		try {
			ours(model);
			peer(model);
		} catch (e) {
			skipped.push({ id: model.id, reason: `throws: ${String(e?.message ?? e).split("\n")[0]}` });
			continue;
		}
		shared.push({ model, lib, ours, peer });
	}
	return { shared, skipped };
}

const passOf = (entries, side) => () => {
	let n = 0;
	for (const e of entries) n += e[side](e.model).length;
	return n;
};

export async function runLibrarySnippets() {
	const { shared, skipped } = sharedRecords();
	const all = await comparePair({
		ours: passOf(shared, "ours"),
		peer: passOf(shared, "peer"),
		rounds: 9,
		warmupMs: 300,
		minBatchMs: 30,
	});
	const oursUs = (all.ours * 1000) / shared.length;
	const peerUs = (all.peer * 1000) / shared.length;
	const ratio = peerUs / oursUs;

	// Per library: fewer rounds, only to point at the libraries that pull the figure down.
	const byLib = new Map();
	for (const e of shared) byLib.set(e.lib, [...(byLib.get(e.lib) ?? []), e]);
	const libraries = [];
	for (const [lib, entries] of byLib) {
		const r = await comparePair({
			ours: passOf(entries, "ours"),
			peer: passOf(entries, "peer"),
			rounds: 3,
			warmupMs: 10,
			minBatchMs: 3,
		});
		libraries.push({
			library: lib,
			models: entries.length,
			oursUs: (r.ours * 1000) / entries.length,
			peerUs: (r.peer * 1000) / entries.length,
			ratio: r.peer / r.ours,
		});
	}
	libraries.sort((a, b) => a.ratio - b.ratio);
	// What each side writes: the budget is per model, but the two do not write the same code for a model (ours has
	// the install line, a sample input and the line that shows the output), so the table also gives the time per
	// character written.
	const written = { ours: { snippets: 0, chars: 0 }, peer: { snippets: 0, chars: 0 } };
	for (const e of shared) {
		for (const side of ["ours", "peer"]) {
			const snippets = e[side](e.model);
			written[side].snippets += snippets.length;
			for (const s of snippets) written[side].chars += (typeof s === "string" ? s : s.content).length;
		}
	}
	consume(written.ours.chars + written.peer.chars);
	const nsPerChar = (us, side) => (us * 1000 * shared.length) / written[side].chars;

	const pass = ratio >= 1;
	const rows = [
		[
			`all (${shared.length} models, ${byLib.size} libraries)`,
			fixed(oursUs, 2),
			fixed(peerUs, 2),
			times(ratio),
			"ours ≤ peer",
			verdict(pass),
		],
		[
			`  ns per character written (per model: ${fixed(written.ours.chars / shared.length, 0)} vs ${fixed(written.peer.chars / shared.length, 0)} characters, ${fixed(written.ours.snippets / shared.length, 2)} vs ${fixed(written.peer.snippets / shared.length, 2)} snippets)`,
			fixed(nsPerChar(oursUs, "ours"), 2),
			fixed(nsPerChar(peerUs, "peer"), 2),
			times(nsPerChar(peerUs, "peer") / nsPerChar(oursUs, "ours")),
			"",
			"",
		],
		...libraries
			.slice(0, 5)
			.map((l) => [
				`  slowest vs peer: ${l.library} (${l.models})`,
				fixed(l.oursUs, 2),
				fixed(l.peerUs, 2),
				times(l.ratio),
				"",
				"",
			]),
	];
	return {
		key: "librarySnippets",
		tables: [
			{
				title:
					"1. Library snippets — µs per model (peer: @huggingface/tasks MODEL_LIBRARIES_UI_ELEMENTS[lib].snippets)",
				header: ["", "ours µs", "peer µs", "speed-up", "budget", "verdict"],
				rows,
			},
		],
		data: {
			models: shared.length,
			libraries: byLib.size,
			snippets: { ours: written.ours.snippets, peer: written.peer.snippets },
			characters: { ours: written.ours.chars, peer: written.peer.chars },
			nsPerCharacter: { ours: nsPerChar(oursUs, "ours"), peer: nsPerChar(peerUs, "peer") },
			oursUsPerModel: oursUs,
			peerUsPerModel: peerUs,
			speedup: ratio,
			budget: "ours no slower than the peer per model (speed-up ≥ 1)",
			verdict: verdict(pass),
			samplesMsPerPass: { ours: all.oursSamples, peer: all.peerSamples },
			perLibrary: libraries,
			skipped,
		},
	};
}
