import type { SnippetGenerator } from "../../types.js";
import { adapterTransformers } from "./adapters.js";
import { allennlp } from "./allennlp.js";
import { bertopic } from "./bertopic.js";
import { bm25s } from "./bm25s.js";
import { edsnlp } from "./edsnlp.js";
import { fairseq } from "./fairseq.js";
import { fasttext } from "./fasttext.js";
import { flair } from "./flair.js";
import { gliner } from "./gliner.js";
import { gliner2 } from "./gliner2.js";
import { kernels } from "./kernels.js";
import { lightningIr } from "./lightning-ir.js";
import { litertLm } from "./litert-lm.js";
import { llamaCppPython } from "./llama-cpp-python.js";
import { mambaSsm } from "./mamba-ssm.js";
import { mlx } from "./mlx.js";
import { model2vec } from "./model2vec.js";
import { paddlenlp } from "./paddlenlp.js";
import { peft } from "./peft.js";
import { prunaAi } from "./pruna.js";
import { relik } from "./relik.js";
import { saelens } from "./saelens.js";
import { sapRpt } from "./sap-rpt.js";
import { sentenceTransformers } from "./sentence-transformers.js";
import { setfit } from "./setfit.js";
import { spacy } from "./spacy.js";
import { spanMarker } from "./span-marker.js";
import { stanza } from "./stanza.js";
import { swarmformer } from "./swarmformer.js";
import { transformers } from "./transformers/index.js";
import { transformersJs } from "./transformers-js.js";

/** Snippet generators of the text libraries, keyed by library key. */
export const TEXT_GENERATORS: Record<string, SnippetGenerator> = {
	"adapter-transformers": adapterTransformers,
	allennlp,
	bertopic,
	bm25s,
	edsnlp,
	fairseq,
	fasttext,
	flair,
	gliner,
	gliner2,
	kernels,
	"lightning-ir": lightningIr,
	"litert-lm": litertLm,
	"llama-cpp-python": llamaCppPython,
	"mamba-ssm": mambaSsm,
	mlx,
	model2vec,
	paddlenlp,
	peft,
	"pruna-ai": prunaAi,
	relik,
	saelens,
	"sap-rpt-1-oss": sapRpt,
	"sentence-transformers": sentenceTransformers,
	setfit,
	spacy,
	"span-marker": spanMarker,
	stanza,
	swarmformer,
	transformers,
	"transformers.js": transformersJs,
};
