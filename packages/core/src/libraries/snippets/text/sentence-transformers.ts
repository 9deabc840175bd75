/**
 * Sentence Transformers: bi-encoders embed texts one by one; cross-encoders score text pairs (rerankers, tagged
 * `cross-encoder` or with the text-ranking pipeline). The widget's sentences are used as inputs when the card has some.
 */
import { py, pyCode, pyValue, raw } from "../../../code/index.js";
import { hasTag, type ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { python, remoteCodeArg } from "../common.js";
import { pipInstall, widgetSentencePair } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("sentence-transformers");

const DEFAULT_QUERY = "How do bees make honey?";
const DEFAULT_PASSAGES = [
	"Bees turn flower nectar into honey by adding enzymes and evaporating its water in the hive.",
	"Honey never spoils when it is stored in a sealed container.",
	"Wasps build their nests from chewed wood fibres.",
];

// The default inputs as Python literals, written once.
const DEFAULT_QUERY_CODE = pyCode(DEFAULT_QUERY);
const DEFAULT_PASSAGES_CODE = raw(pyValue(DEFAULT_PASSAGES));
const DEFAULT_SENTENCES_CODE = raw(pyValue([DEFAULT_QUERY, ...DEFAULT_PASSAGES]));

function isCrossEncoder(model: ModelRecord): boolean {
	return hasTag(model, "cross-encoder") || model.pipeline_tag === "text-ranking";
}

function crossEncoder(model: ModelRecord): Snippet[] {
	const pair = widgetSentencePair(model);
	const query = pair ? pyCode(pair.source) : DEFAULT_QUERY_CODE;
	const passages = pair ? raw(pyValue(pair.sentences)) : DEFAULT_PASSAGES_CODE;
	return [
		PIP_INSTALL,
		python(py`
			from sentence_transformers import CrossEncoder

			model = CrossEncoder(${model.id}${remoteCodeArg(model)})

			query = ${query}
			passages = ${passages}

			# One relevance score per (query, passage) pair
			scores = model.predict([(query, passage) for passage in passages])
			print(scores)

			# Or let the model sort the passages, best match first
			ranking = model.rank(query, passages)
			print(ranking)
		`),
	];
}

function biEncoder(model: ModelRecord): Snippet[] {
	const pair = widgetSentencePair(model);
	const sentences = pair ? raw(pyValue([pair.source, ...pair.sentences])) : DEFAULT_SENTENCES_CODE;
	return [
		PIP_INSTALL,
		python(py`
			from sentence_transformers import SentenceTransformer

			model = SentenceTransformer(${model.id}${remoteCodeArg(model)})

			sentences = ${sentences}
			embeddings = model.encode(sentences)

			# Similarity of every sentence with every other one
			similarities = model.similarity(embeddings, embeddings)
			print(similarities)
		`),
	];
}

export function sentenceTransformers(model: ModelRecord): Snippet[] {
	return isCrossEncoder(model) ? crossEncoder(model) : biEncoder(model);
}
