/** llama-cpp-python: GGUF files downloaded from the Hub by file-name pattern. */
import { py } from "../../../code/index.js";
import { hasTag, type ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { isGgufRepo } from "../../gguf.js";
import { fallback, python } from "../common.js";
import { joinBlocks, pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("llama-cpp-python", "huggingface_hub");

/** Matches the 4-bit Q4_K_M file whatever the case of its name, the usual default quantization. */
const QUANT_PATTERN = "*[Qq]4_[Kk]_[Mm].gguf";

export function llamaCppPython(model: ModelRecord): Snippet[] {
	if (!isGgufRepo(model)) return fallback("This model has no GGUF files to run with llama.cpp.");
	const load = py`
		from llama_cpp import Llama

		# filename is a glob over the repository's files: pick the quantization you want
		llm = Llama.from_pretrained(
		    repo_id=${model.id},
		    filename=${QUANT_PATTERN},
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
