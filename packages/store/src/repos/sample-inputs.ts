import { readFileSync } from "node:fs";
import { join } from "node:path";
import { samplesDir } from "@modelhub/catalog";
import { HUB_OWNER, type RepoRef } from "@modelhub/core";
import { CommitError } from "../git/commits.js";
import { sha256Hex } from "../git/hash.js";
import type { Store } from "../store.js";
import { RepoError } from "./manage.js";
import type { CommitOp, RepoWriter } from "./writer.js";

/**
 * The sample inputs the generated snippets open (`{hubUrl}/datasets/modelhub/sample-inputs/resolve/main/<file>`): a
 * dataset repository owned by the hub itself (`modelhub`, a name no account may take), kept as an ordinary one so the
 * file routes, the API and the dataset page serve it like any other.
 */
export const SAMPLE_INPUTS: RepoRef = Object.freeze({ type: "dataset", id: `${HUB_OWNER}/sample-inputs` });

interface ManifestFile {
	path: string;
	kind: string;
	bytes: number;
	sha256: string;
	made: string;
}

/** The card of the sample inputs' repository: what each file is and how it was made. */
function card(files: ManifestFile[]): string {
	const rows = files.map((f) => `| \`${f.path}\` | ${f.kind} | ${f.bytes} | ${f.made.replace(/\|/g, "\\|")} |`);
	return `---
pretty_name: Modelhub sample inputs
license: apache-2.0
tags:
- modelhub
- sample-inputs
---

# Modelhub sample inputs

The inputs Modelhub's usage snippets open: an image, speech, a mixture of two voices, video frames, a document page
and a small table. Every file is of Modelhub's own making (see \`packages/catalog/samples\` in Modelhub's sources);
each hub keeps this repository itself and fills it again at start-up when it is missing or out of date.

| file | kind | bytes | how it was made |
| --- | --- | --- | --- |
${rows.join("\n")}
`;
}

/** The files the repository should hold, read from the shipped samples and checked against their manifest. */
function wantedFiles(): Map<string, Buffer> {
	const dir = samplesDir();
	const manifest = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8")) as { files: ManifestFile[] };
	const wanted = new Map<string, Buffer>();
	for (const f of manifest.files) {
		const bytes = readFileSync(join(dir, f.path));
		if (sha256Hex(bytes) !== f.sha256)
			throw new Error(`sample input ${f.path} does not match its manifest's sha256 (rebuild packages/catalog/samples)`);
		wanted.set(f.path, bytes);
	}
	wanted.set("manifest.json", readFileSync(join(dir, "manifest.json")));
	wanted.set("README.md", Buffer.from(card(manifest.files)));
	return wanted;
}

/**
 * Makes the hub's copy of the sample inputs hold exactly the shipped files: creates the repository when it is
 * missing, commits what changed when it is out of date, and does nothing when it is up to date (so every start-up
 * may call it; two processes sharing a PostgreSQL store may call it at once). Answers what it did.
 */
export async function seedSampleInputs(store: Store, writer: RepoWriter): Promise<"created" | "updated" | "unchanged"> {
	const wanted = wantedFiles();
	let created = false;
	if (!(await store.datasets.digest(SAMPLE_INPUTS.id))) {
		try {
			await writer.create(SAMPLE_INPUTS, { private: false, license: "apache-2.0" }, HUB_OWNER);
			created = true;
		} catch (e) {
			// Another process made it in the meantime: bring it up to date below.
			if (!(e instanceof RepoError && e.kind === "exists")) throw e;
		}
	}
	// Several processes starting on one store seed at once: whoever commits second finds the branch moved, reads it
	// again, and has nothing left to do when the other brought the same files.
	for (let attempt = 1; ; attempt++) {
		const head = await store.revisions.resolve(SAMPLE_INPUTS, "main");
		const held = head ? await store.revisions.files(SAMPLE_INPUTS, head.sha) : [];
		const byPath = new Map(held.map((f) => [f.path, f.sha256]));
		const ops: CommitOp[] = [];
		for (const [path, bytes] of wanted)
			if (byPath.get(path) !== sha256Hex(bytes)) ops.push({ kind: "file", path, content: bytes });
		for (const path of byPath.keys())
			if (!wanted.has(path) && path !== ".gitattributes") ops.push({ kind: "delete", path });
		if (!ops.length) return created ? "created" : "unchanged";
		try {
			await writer.commit({
				repo: SAMPLE_INPUTS,
				branch: "main",
				...(head ? { expectedParent: head.sha } : {}),
				author: HUB_OWNER,
				summary: created ? "Add the sample inputs" : "Update the sample inputs",
				ops,
			});
			break;
		} catch (e) {
			if (!(e instanceof CommitError && e.kind === "stale") || attempt >= 3) throw e;
		}
	}
	return created ? "created" : "updated";
}
