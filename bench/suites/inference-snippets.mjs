/**
 * Inference snippets: our getInferenceSnippets against @huggingface/inference's snippets.getInferenceSnippets, one
 * case per task (and chat) for hf-inference, plus the same model for a second provider where one serves the task.
 */
import { setLogger, snippets } from "@huggingface/inference";
import { loadCatalog } from "@modelhub/catalog";
import { getInferenceSnippets, INFERENCE_PROVIDERS, INFERENCE_TASKS } from "@modelhub/core";
import { EXTRA_INFERENCE_MODELS } from "../inputs/inference-models.mjs";
import { fixed, times, verdict } from "../lib/report.mjs";
import { comparePair } from "../lib/timing.mjs";

const DEFAULT = "hf-inference";
const BUDGET = 50;
const CHAT_PIPELINES = ["text-generation", "image-text-to-text"];

const isChat = (m) => CHAT_PIPELINES.includes(m.pipeline_tag) && (m.tags ?? []).includes("conversational");

/** The first catalogue record (else a bench record) for a task; chat models are kept for the chat cases. */
function modelFor(task, chat) {
	const pool = [...loadCatalog(), ...EXTRA_INFERENCE_MODELS];
	return pool.find((m) => m.pipeline_tag === task && isChat(m) === chat);
}

const serves = (provider, task) =>
	Object.hasOwn(INFERENCE_PROVIDERS, provider) && Object.hasOwn(INFERENCE_PROVIDERS[provider].tasks, task);

/** The second provider benchmarked for a task: together for chat, fal-ai where it serves the task, else none. */
function otherProvider(task, chat) {
	if (chat) return "together";
	return serves("fal-ai", task) ? "fal-ai" : undefined;
}

/**
 * One case: the same record for both sides. The provider mapping (provider id = hub id) is given to the peer as its
 * mapping argument and to ours inside the record, as the Hub API returns it.
 */
function makeCase(label, base, provider, task) {
	const mapping = { hfModelId: base.id, provider, providerId: base.id, status: "live", task };
	const model = { ...base, inferenceProviderMapping: [{ provider, providerId: base.id, task, status: "live" }] };
	return {
		label,
		provider,
		model,
		ours: () => getInferenceSnippets(model, { provider }),
		peer: () => snippets.getInferenceSnippets(model, provider, mapping, {}),
	};
}

function buildCases() {
	const cases = [];
	const missing = [];
	const add = (label, task, chat) => {
		const model = modelFor(task, chat);
		if (!model) {
			missing.push(label);
			return;
		}
		const mappingTask = chat ? "conversational" : task;
		// The router's own provider only for what it serves (it runs no video task).
		if (chat || serves(DEFAULT, task)) cases.push(makeCase(label, model, DEFAULT, mappingTask));
		const other = otherProvider(task, chat);
		if (other) cases.push(makeCase(label, model, other, mappingTask));
	};
	add("chat (text-generation)", "text-generation", true);
	add("chat (image-text-to-text)", "image-text-to-text", true);
	for (const task of Object.keys(INFERENCE_TASKS)) add(task, task, false);
	return { cases, missing };
}

const flavours = (list) => list.map((s) => `${s.language}/${s.client}`);

export async function runInferenceSnippets() {
	const peerLog = [];
	const note = (...args) => peerLog.push(args.map((a) => String(a?.message ?? a)).join(" "));
	setLogger({ debug: note, info: note, warn: note, log: note, error: note });
	const { cases, missing } = buildCases();
	const results = [];
	for (const c of cases) {
		let ours;
		let peer;
		try {
			ours = c.ours();
		} catch (e) {
			ours = { error: String(e?.message ?? e) };
		}
		try {
			peer = c.peer();
		} catch (e) {
			peer = { error: String(e?.message ?? e) };
		}
		const comparable = Array.isArray(ours) && Array.isArray(peer) && ours.length > 0 && peer.length > 0;
		const row = {
			case: c.label,
			provider: c.provider,
			model: c.model.id,
			oursFlavours: Array.isArray(ours) ? flavours(ours) : ours,
			peerFlavours: Array.isArray(peer) ? flavours(peer) : peer,
		};
		if (comparable) {
			const r = await comparePair({ ours: c.ours, peer: c.peer, rounds: 7, warmupMs: 60, minBatchMs: 12 });
			Object.assign(row, { oursUs: r.ours * 1000, peerUs: r.peer * 1000, speedup: r.peer / r.ours });
			// Per snippet: the two sides do not write the same number of client flavours for every task.
			row.speedupPerSnippet = r.peer / peer.length / (r.ours / ours.length);
			row.verdict = verdict(row.speedup >= BUDGET);
		} else {
			row.verdict = "n/a";
			row.note = !Array.isArray(ours) || ours.length === 0 ? "no snippet from ours" : "no snippet from the peer";
		}
		results.push(row);
	}
	const timed = results.filter((r) => r.oursUs !== undefined);
	const oursMean = timed.reduce((a, r) => a + r.oursUs, 0) / timed.length;
	const peerMean = timed.reduce((a, r) => a + r.peerUs, 0) / timed.length;
	const overall = peerMean / oursMean;
	const misses = timed.filter((r) => r.speedup < BUDGET).length;

	const rows = results.map((r) => [
		r.case,
		r.provider,
		r.oursUs === undefined ? "-" : fixed(r.oursUs, 1),
		r.peerUs === undefined ? "-" : fixed(r.peerUs, 1),
		r.speedup === undefined ? (r.note ?? "-") : times(r.speedup),
		`${Array.isArray(r.oursFlavours) ? r.oursFlavours.length : "err"}/${Array.isArray(r.peerFlavours) ? r.peerFlavours.length : "err"}`,
		r.speedupPerSnippet === undefined ? "-" : times(r.speedupPerSnippet),
		r.verdict,
	]);
	rows.push([
		`mean over ${timed.length} timed cases`,
		"",
		fixed(oursMean, 1),
		fixed(peerMean, 1),
		times(overall),
		"",
		"",
		verdict(overall >= BUDGET),
	]);
	return {
		key: "inferenceSnippets",
		tables: [
			{
				title: `2. Inference snippets — µs per call (peer: @huggingface/inference snippets.getInferenceSnippets); budget ≥ ${BUDGET}× faster`,
				header: ["case", "provider", "ours µs", "peer µs", "speed-up", "snippets ours/peer", "per snippet", "verdict"],
				rows,
			},
		],
		data: {
			budget: `ours ≥ ${BUDGET}× faster per call`,
			meanOursUs: oursMean,
			meanPeerUs: peerMean,
			speedup: overall,
			verdict: verdict(overall >= BUDGET),
			casesBelowBudget: misses,
			cases: results,
			tasksWithoutModel: missing,
			peerLogLines: peerLog.length,
			peerLogSample: [...new Set(peerLog)].slice(0, 10),
		},
	};
}
