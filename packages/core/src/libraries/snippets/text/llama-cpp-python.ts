/**
 * llama-cpp-python: one GGUF file of the repository, downloaded and loaded by `Llama.from_pretrained`. The file is
 * chosen from the files the record lists (Q4_K_M when there is one, else the smallest quantization listed); a model
 * split into parts loads from its first part with the others named in `additional_files`. A record that lists no
 * files gets a pattern and a comment to choose the file.
 */
import { py } from "../../../code/index.js";
import { isGgufPath, repoFiles } from "../../../files.js";
import { hasTag, type ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { isGgufRepo } from "../../gguf.js";
import { fallback, python } from "../common.js";
import { joinBlocks, pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("llama-cpp-python", "huggingface_hub");

/** Matches the 4-bit Q4_K_M file whatever the case of its name: the pattern for records that list no files. */
const QUANT_PATTERN = "*[Qq]4_[Kk]_[Mm].gguf";

const SPLIT = /-(\d{5})-of-(\d{5})\.gguf$/i;

/** The GGUF file to load (and the other parts of a split model), from the files the record lists. */
export function ggufChoice(model: ModelRecord): { file: string; parts: string[] } | undefined {
	const files = repoFiles(model)
		.map((f) => f.path)
		.filter((p) => isGgufPath(p) && !/mmproj/i.test(p));
	// One entry per model: a single file, or the first part of a split one
	const heads = files.filter((p) => !SPLIT.test(p) || SPLIT.exec(p)?.[1] === "00001");
	if (heads.length === 0) return undefined;
	const rank = (p: string) => (/q4_k_m/i.test(p) ? 0 : /q4/i.test(p) ? 1 : /q[5-8]/i.test(p) ? 2 : 3);
	const file = [...heads].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))[0] as string;
	const split = SPLIT.exec(file);
	if (!split) return { file, parts: [] };
	const prefix = file.slice(0, file.length - (split[0] as string).length);
	const parts = files.filter((p) => p !== file && p.startsWith(prefix) && SPLIT.test(p)).sort();
	return { file, parts };
}

export function llamaCppPython(model: ModelRecord): Snippet[] {
	if (!isGgufRepo(model)) return fallback("This model has no GGUF files to run with llama.cpp.");
	const choice = ggufChoice(model);
	const load = !choice
		? py`
			from llama_cpp import Llama

			# filename is a glob that must match exactly one file of the repository: pick the quantization you want
			llm = Llama.from_pretrained(
			    repo_id=${model.id},
			    filename=${QUANT_PATTERN},
			)
		`
		: choice.parts.length === 0
			? py`
				from llama_cpp import Llama

				# One quantization of the repository; the others load the same way by file name
				llm = Llama.from_pretrained(
				    repo_id=${model.id},
				    filename=${choice.file},
				)
			`
			: py`
				from llama_cpp import Llama

				# A model split into parts: the first part is loaded, after the others are downloaded beside it
				llm = Llama.from_pretrained(
				    repo_id=${model.id},
				    filename=${choice.file},
				    additional_files=${choice.parts},
				)
			`;
	const use = hasTag(model, "conversational")
		? py`
			response = llm.create_chat_completion(
			    messages=[
			        {"role": "user", "content": "Suggest a name for a bakery run by robots."},
			    ],
			)
			print(response["choices"][0]["message"]["content"])
		`
		: py`
			output = llm("The three primary colors are", max_tokens=40)
			print(output["choices"][0]["text"])
		`;
	return [PIP_INSTALL, python(joinBlocks(load, use))];
}
