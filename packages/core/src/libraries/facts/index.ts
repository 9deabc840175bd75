/** The facts of every library whose snippets were checked against its source, keyed by library key. */
import { AUDIOCRAFT_FACTS } from "./audiocraft.js";
import { CHATTERBOX_FACTS } from "./chatterbox.js";
import { DEPTH_ANYTHING_V2_FACTS } from "./depth-anything-v2.js";
import { DIFFUSERS_FACTS } from "./diffusers.js";
import { DIFFUSIONKIT_FACTS } from "./diffusionkit.js";
import { ESPNET_FACTS } from "./espnet.js";
import { FAIRSEQ_FACTS } from "./fairseq.js";
import { FASTTEXT_FACTS } from "./fasttext.js";
import { GLINER_FACTS } from "./gliner.js";
import { INDEX_TTS_FACTS } from "./index-tts.js";
import { KERAS_HUB_FACTS } from "./keras-hub.js";
import { KITTENTTS_FACTS } from "./kittentts.js";
import { LEROBOT_FACTS } from "./lerobot.js";
import { LIGHTNING_IR_FACTS } from "./lightning-ir.js";
import { LLAMA_CPP_PYTHON_FACTS } from "./llama-cpp-python.js";
import { MLX_FACTS } from "./mlx.js";
import { MODEL2VEC_FACTS } from "./model2vec.js";
import { OUTETTS_FACTS } from "./outetts.js";
import { PADDLEOCR_FACTS } from "./paddleocr.js";
import { PYANNOTE_AUDIO_FACTS } from "./pyannote-audio.js";
import { QWEN3_TTS_FACTS } from "./qwen3-tts.js";
import { SETFIT_FACTS } from "./setfit.js";
import { SPEECHBRAIN_FACTS } from "./speechbrain.js";
import { TENSORFLOWTTS_FACTS } from "./tensorflowtts.js";
import { TF_KERAS_FACTS } from "./tf-keras.js";
import type { LibraryFacts } from "./types.js";
import { ULTRALYTICS_FACTS } from "./ultralytics.js";
import { YOLOV10_FACTS } from "./yolov10.js";

export type { CommandFact, LibraryFacts, NameFact, PackageFacts, SupportFact } from "./types.js";

const ALL: readonly LibraryFacts[] = [
	TF_KERAS_FACTS,
	YOLOV10_FACTS,
	ULTRALYTICS_FACTS,
	KITTENTTS_FACTS,
	MODEL2VEC_FACTS,
	GLINER_FACTS,
	SETFIT_FACTS,
	AUDIOCRAFT_FACTS,
	CHATTERBOX_FACTS,
	DEPTH_ANYTHING_V2_FACTS,
	DIFFUSERS_FACTS,
	DIFFUSIONKIT_FACTS,
	ESPNET_FACTS,
	FAIRSEQ_FACTS,
	FASTTEXT_FACTS,
	INDEX_TTS_FACTS,
	KERAS_HUB_FACTS,
	LEROBOT_FACTS,
	LIGHTNING_IR_FACTS,
	LLAMA_CPP_PYTHON_FACTS,
	MLX_FACTS,
	OUTETTS_FACTS,
	PADDLEOCR_FACTS,
	PYANNOTE_AUDIO_FACTS,
	QWEN3_TTS_FACTS,
	SPEECHBRAIN_FACTS,
	TENSORFLOWTTS_FACTS,
];

/** Every library's facts, by library key. */
export const LIBRARY_FACTS: Readonly<Record<string, LibraryFacts>> = Object.fromEntries(ALL.map((f) => [f.library, f]));

/** What a library's snippets were checked against, for the model page: "diffusers 0.36.0". */
export function checkedRelease(library: string): string | undefined {
	const own = Object.hasOwn(LIBRARY_FACTS, library) ? LIBRARY_FACTS[library]?.packages[0] : undefined;
	return own ? `${own.package} ${own.release}` : undefined;
}
