/** python/fal_client: fal's own client, for the generation apps fal serves (it always calls fal directly). */
import type { InferenceKind, InferenceRequest, InferenceWriter } from "../../types.js";
import { code, py, trusted } from "../code.js";
import { data } from "../data.js";
import { fileVariable, sections } from "../sections.js";
import { kw, PY_INDENT, pyCall, pyPath } from "./shared.js";

function write(request: InferenceRequest): string {
	const { file, reply } = request;
	const explicit = request.auth.token !== undefined;
	// With an explicit key the snippet makes its own client; otherwise the module reads FAL_KEY itself.
	const fal = trusted(explicit ? "client" : "fal_client");
	const variable = trusted(file ? `${fileVariable(file)}_url` : "");
	const hole = file ? { at: file.at, code: variable } : undefined;
	const args = [py(request.providerModel), kw("arguments", data(request.body ?? {}, "py", PY_INDENT, 1, hole))];
	const path = reply.type === "url" ? pyPath(reply.path) : trusted("");
	return sections(
		trusted("import fal_client"),
		explicit
			? code`client = fal_client.SyncClient(key=${py(request.auth.token ?? "")})`
			: trusted(
					"# fal_client calls fal directly (billed by fal) with your fal key from the FAL_KEY environment variable.",
				),
		file && code`${variable} = ${fal}.upload_file(${py(file.name)})`,
		code`
			result = ${pyCall(trusted(`${fal}.subscribe`), args)}
			print(result${path})`,
	);
}

export const pythonFalClient: InferenceWriter = {
	language: "python",
	client: "fal_client",
	kinds: new Set<InferenceKind>([
		"textToImage",
		"imageToImage",
		"imageToVideo",
		"textToVideo",
		"textToSpeech",
		"textToAudio",
	]),
	// Only fal's own apps, reached with fal's arguments (not a custom endpoint).
	applies: (request) => request.provider === "fal-ai" && request.target !== "endpoint" && request.reply.type === "url",
	write,
};
