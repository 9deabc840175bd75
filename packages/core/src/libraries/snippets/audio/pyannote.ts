/**
 * pyannote.audio: full pipelines (speaker diarization, voice activity detection, ...) load with
 * `Pipeline.from_pretrained`, single models (segmentation, embedding) with `Model.from_pretrained`. The Hub marks
 * them with the tags pyannote-audio-pipeline and pyannote-audio-model; without either, the repository name decides.
 */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { withSample } from "../../samples.js";
import type { LibrarySnippetOptions } from "../../types.js";
import { python } from "../common.js";
import { hasAnyTag, idLower, install } from "./shared.js";

function isPipeline(model: ModelRecord): boolean {
	if (hasAnyTag(model, "pyannote-audio-pipeline")) return true;
	if (hasAnyTag(model, "pyannote-audio-model")) return false;
	return !/segmentation|embedding|wespeaker/.test(idLower(model));
}

const GATED =
	"# pyannote repositories are often gated: accept their conditions on the Hub, then log in with `hf auth login`";

/** The install line, written once. */
const INSTALL = install("pip install -U pyannote.audio", GATED);

export function pyannoteAudio(model: ModelRecord, options?: LibrarySnippetOptions): Snippet[] {
	const code = isPipeline(model)
		? py`
			import torch
			from pyannote.audio import Pipeline

			pipeline = Pipeline.from_pretrained(${model.id})
			pipeline.to(torch.device("cuda" if torch.cuda.is_available() else "cpu"))

			# For a diarization pipeline, the result says who speaks when
			result = pipeline("audio.wav")
			print(result)
		`
		: py`
			from pyannote.audio import Inference, Model
			from pyannote.core import Segment

			model = Model.from_pretrained(${model.id})
			inference = Inference(model)

			# Frame-level output over the whole file, or over an excerpt
			output = inference("audio.wav")
			excerpt = inference.crop("audio.wav", Segment(start=0.5, end=2.5))
			print(output.data.shape, excerpt.data.shape)
		`;
	return [INSTALL, python(withSample(code, "audio.wav", "speech", "audio_path", options))];
}
