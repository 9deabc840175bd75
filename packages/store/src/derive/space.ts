import { checkRepoRecord, type RepoRecord } from "../catalog/repo-row.js";
import { parseCardMetadata, stringList } from "./card.js";
import type { RepoFiles } from "./derive.js";

type Warn = (path: string, reason: string) => void;
type Derived = { ok: true; record: RepoRecord; card?: string } | { ok: false; error: string };

const firstLine = (e: unknown) => String((e as Error)?.message ?? e).split("\n")[0] ?? "";
const text = (v: unknown) => (typeof v === "string" && v !== "" ? v : undefined);

/** The files a space's SDK runs, when its card names none: what the Hub would look for. */
const DEFAULT_APP_FILE: Record<string, string> = { gradio: "app.py", streamlit: "app.py", static: "index.html" };

/**
 * The SDK a space's files suggest when its card names none: a Dockerfile (docker), an app importing gradio or
 * streamlit (by its requirements), a bare index.html (static).
 */
async function guessSdk(reader: RepoFiles, paths: Set<string>): Promise<string | undefined> {
	if (paths.has("Dockerfile")) return "docker";
	if (paths.has("requirements.txt")) {
		try {
			const reqs = (await reader.text("requirements.txt")).toLowerCase();
			if (/^\s*streamlit\b/m.test(reqs)) return "streamlit";
			if (/^\s*gradio\b/m.test(reqs)) return "gradio";
		} catch {
			// An unreadable requirements file says nothing.
		}
	}
	if (paths.has("app.py")) return "gradio";
	if (paths.has("index.html")) return "static";
	return undefined;
}

/**
 * A space repository's record, derived from its files as the Hub derives it: the card's front matter (title, emoji,
 * `sdk`, `app_file`, `license`, `models`, `datasets`, `tags`…) kept as `cardData`, the SDK (the card's, else guessed
 * from the files) as `sdk` and a tag, the models and datasets it uses, and a runtime that says what this hub does
 * with it: nothing runs (`STOPPED` with its app file present, `NO_APP_FILE` without one).
 */
export async function deriveSpaceRecord(id: string, reader: RepoFiles, warn: Warn): Promise<Derived> {
	const files = reader.files;
	const paths = new Set(files.map((f) => f.path));
	let card: string | undefined;
	let metadata: Record<string, unknown> = {};
	if (paths.has("README.md")) {
		try {
			card = await reader.text("README.md");
		} catch (e) {
			return { ok: false, error: `README.md cannot be read: ${firstLine(e)}` };
		}
		const parsed = parseCardMetadata(card);
		if (!parsed.ok) return { ok: false, error: `README.md: ${parsed.error}` };
		metadata = parsed.metadata;
	}
	const sdk = text(metadata.sdk) ?? (await guessSdk(reader, paths));
	if (!text(metadata.sdk) && files.length > 1)
		warn("README.md", `the card names no sdk${sdk ? `; taken as ${sdk}` : ""}`);
	const appFile =
		text(metadata.app_file) ??
		(sdk ? DEFAULT_APP_FILE[sdk] : undefined) ??
		(sdk === "docker" ? "Dockerfile" : undefined);
	const tags = [sdk, ...stringList(metadata.tags), ...stringList(metadata.license).map((l) => `license:${l}`)].filter(
		(t): t is string => t !== undefined,
	);
	const record: RepoRecord = {
		id,
		author: id.split("/")[0],
		private: false,
		gated: false,
		likes: 0,
		tags: [...new Set(tags)],
		siblings: files.map((f) => ({ rfilename: f.path, size: f.size })),
		models: stringList(metadata.models),
		datasets: stringList(metadata.datasets),
		runtime: {
			stage: appFile && paths.has(appFile) ? "STOPPED" : "NO_APP_FILE",
			hardware: { current: null, requested: null },
		},
	};
	if (sdk) record.sdk = sdk;
	if (Object.keys(metadata).length) record.cardData = metadata;
	const checked = checkRepoRecord("space", record);
	if (!checked.ok) return { ok: false, error: checked.error };
	return { ok: true, record: checked.record, ...(card !== undefined ? { card } : {}) };
}
