/** `datasets`: load_dataset with the config and split names the repository's files and card give. */
import { py, raw } from "../../code/index.js";
import type { Snippet } from "../../snippet.js";
import { type DatasetRecord, type DatasetSnippetOptions, endpointSnippet, otherHub, planOf } from "./common.js";

export function datasetsSnippets(record: DatasetRecord, options?: DatasetSnippetOptions): Snippet[] {
	const plan = planOf(record);
	const base = otherHub(options);
	const out: Snippet[] = [];
	if (base) out.push(endpointSnippet(base, "the datasets library (it downloads through huggingface_hub)"));
	const name = plan.configArgument;
	const load = name === undefined ? py`load_dataset(${plan.id}` : py`load_dataset(${plan.id}, ${name}`;
	out.push({
		language: "python",
		content: py`
			from datasets import load_dataset

			ds = ${raw(load)})
			print(ds)
		`,
	});
	const split = plan.files[0]?.[0] ?? plan.config?.splits[0]?.name;
	out.push({
		language: "python",
		content:
			split === undefined
				? py`
					from datasets import load_dataset

					# stream the rows as they are read, without downloading the files first
					ds = ${raw(load)}, streaming=True)
					print(ds)
				`
				: py`
					from datasets import load_dataset

					# stream the rows as they are read, without downloading the files first
					ds = ${raw(load)}, split=${split}, streaming=True)
					print(next(iter(ds)))
				`,
	});
	return out;
}
