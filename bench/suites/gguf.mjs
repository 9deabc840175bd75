/** GGUF header parsing of a local file: our readGgufHeader over the CLI's file source against @huggingface/gguf. */
import { rm } from "node:fs/promises";
import { gguf } from "@huggingface/gguf";
import { readGgufHeader } from "@modelhub/core";
import { openFileSource } from "../../packages/cli/dist/gguf-file.js";
import { METADATA_KEYS, TENSORS, writeBenchGguf } from "../gguf-fixture.mjs";
import { fixed, kB, times } from "../lib/report.mjs";
import { comparePair } from "../lib/timing.mjs";

async function ours(path) {
	const source = await openFileSource(path);
	try {
		return await readGgufHeader(source);
	} finally {
		await source.close();
	}
}

const peer = (path) => gguf(path, { allowLocalFile: true });

export async function runGguf() {
	const file = await writeBenchGguf();
	try {
		// Both parsers must read the whole header before their times mean anything.
		const a = await ours(file.path);
		const b = await peer(file.path);
		if (a.tensors.length !== TENSORS || a.metadata.size !== METADATA_KEYS)
			throw new Error(`our reader saw ${a.tensors.length} tensors and ${a.metadata.size} keys`);
		if (b.tensorInfos.length !== TENSORS) throw new Error(`the peer saw ${b.tensorInfos.length} tensors`);
		const r = await comparePair({
			ours: () => ours(file.path).then((h) => h.tensors),
			peer: () => peer(file.path).then((h) => h.tensorInfos),
			isAsync: true,
			rounds: 9,
			warmupMs: 500,
			minBatchMs: 60,
		});
		const speedup = r.peer / r.ours;
		return {
			key: "ggufHeader",
			tables: [
				{
					title: `3. GGUF header parse — ms per local file (${TENSORS} tensors, ${METADATA_KEYS} keys, ${kB(file.size)}; peer: @huggingface/gguf gguf(path, { allowLocalFile: true }))`,
					header: ["", "ours ms", "peer ms", "speed-up"],
					rows: [["open + parse header + close", fixed(r.ours, 3), fixed(r.peer, 3), times(speedup)]],
				},
			],
			data: {
				file: { tensors: TENSORS, metadataKeys: METADATA_KEYS, bytes: file.size, headerBytes: a.dataOffset },
				oursMs: r.ours,
				peerMs: r.peer,
				speedup,
				samplesMs: { ours: r.oursSamples, peer: r.peerSamples },
			},
		};
	} finally {
		await rm(file.dir, { recursive: true, force: true });
	}
}
