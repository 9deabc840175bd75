// The JS client (@huggingface/hub), unchanged, publishes to Modelhub: createRepo, uploadFiles (a small file inline
// and a large one through LFS, multipart past a part), commit with deletions, deleteFile; downloadFile gives back the
// same bytes, and the tree shows what each commit left.
import { randomBytes } from "node:crypto";
import { commit, createRepo, deleteFile, downloadFile, listFiles, uploadFiles } from "@huggingface/hub";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HubServer, startHubServer } from "../../packages/server/test/helpers/hub-server.js";

const PART = 1024 * 1024;
let hub: HubServer;
let credentials: { accessToken: string };

beforeAll(async () => {
	hub = await startHubServer({ limits: { lfsPartSize: PART } });
	await hub.store.accounts.createUser({ name: "jsdev", password: "jsdev's password" });
	credentials = { accessToken: (await hub.store.tokens.create({ owner: "jsdev", name: "node", role: "write" })).token };
}, 60_000);
afterAll(async () => {
	await hub?.close();
});

const files = async (repo: string) => {
	const out: string[] = [];
	for await (const f of listFiles({ repo, hubUrl: hub.url, credentials, recursive: true }))
		if (f.type === "file") out.push(f.path);
	return out.sort();
};

describe("@huggingface/hub's write API", () => {
	it("creates a repository, uploads, commits and deletes, and downloads the same bytes", async () => {
		const repo = "jsdev/from-node";
		const made = await createRepo({ repo, hubUrl: hub.url, credentials });
		expect(made.repoUrl).toBe(`${hub.url}/${repo}`);
		const big = randomBytes(2 * PART + 777);
		await uploadFiles({
			repo,
			hubUrl: hub.url,
			credentials,
			files: [
				{ path: "config.json", content: new Blob(['{"model_type":"bert"}']) },
				{ path: "weights/model.bin", content: new Blob([big]) },
			],
		});
		expect(await files(repo)).toEqual([".gitattributes", "config.json", "weights/model.bin"]);
		const got = await downloadFile({ repo, path: "weights/model.bin", hubUrl: hub.url, credentials });
		expect(Buffer.from(await (got as Blob).arrayBuffer()).equals(big)).toBe(true);
		await commit({
			repo,
			hubUrl: hub.url,
			credentials,
			title: "rework",
			operations: [
				{ operation: "addOrUpdate", path: "README.md", content: new Blob(["---\nlicense: mit\n---\n# From Node\n"]) },
				{ operation: "delete", path: "config.json" },
			],
		});
		expect(await files(repo)).toEqual([".gitattributes", "README.md", "weights/model.bin"]);
		await deleteFile({ repo, path: "weights/model.bin", hubUrl: hub.url, credentials });
		expect(await files(repo)).toEqual([".gitattributes", "README.md"]);
		expect((await hub.store.models.record(repo))?.tags).toContain("license:mit");
	});
});
