/** BERTopic: a fitted topic model loaded from the Hub. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { python } from "../common.js";
import { pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("bertopic");

export function bertopic(model: ModelRecord): Snippet[] {
	return [
		PIP_INSTALL,
		python(py`
			from bertopic import BERTopic

			topic_model = BERTopic.load(${model.id})

			# Assign topics to new documents and look at the best match of the first one
			topics, probabilities = topic_model.transform(["The striker scored twice in the cup final."])
			print(topic_model.get_topic(topics[0]))
		`),
	];
}
