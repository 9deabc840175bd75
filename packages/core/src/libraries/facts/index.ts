/** The facts of every library whose snippets were checked against its source, keyed by library key. */

import { THREEDTOPIA_XL_FACTS } from "./3dtopia-xl.js";
import { ADAPTER_TRANSFORMERS_FACTS } from "./adapter-transformers.js";
import { ALLENNLP_FACTS } from "./allennlp.js";
import { ANEMOI_FACTS } from "./anemoi.js";
import { ARACLIP_FACTS } from "./araclip.js";
import { ASTEROID_FACTS } from "./asteroid.js";
import { AUDIOCRAFT_FACTS } from "./audiocraft.js";
import { AUDIOSEAL_FACTS } from "./audioseal.js";
import { BEN2_FACTS } from "./ben2.js";
import { BERTOPIC_FACTS } from "./bertopic.js";
import { BIREFNET_FACTS } from "./birefnet.js";
import { BM25S_FACTS } from "./bm25s.js";
import { CARTESIA_MLX_FACTS, CARTESIA_PYTORCH_FACTS } from "./cartesia.js";
import { CHAT_TTS_FACTS } from "./chat_tts.js";
import { CHATTERBOX_FACTS } from "./chatterbox.js";
import { CHRONOS_FORECASTING_FACTS } from "./chronos-forecasting.js";
import { COLLECTORVISION_FACTS } from "./collectorvision.js";
import { CXR_FOUNDATION_FACTS } from "./cxr-foundation.js";
import { DEPTH_ANYTHING_V2_FACTS } from "./depth-anything-v2.js";
import { DEPTH_PRO_FACTS } from "./depth-pro.js";
import { DERM_FOUNDATION_FACTS } from "./derm-foundation.js";
import { DESCRIBE_ANYTHING_FACTS } from "./describe-anything.js";
import { DIA_TTS_FACTS } from "./dia-tts.js";
import { DIA2_FACTS } from "./dia2.js";
import { DIFFUSERS_FACTS } from "./diffusers.js";
import { DIFFUSIONKIT_FACTS } from "./diffusionkit.js";
import { EDSNLP_FACTS } from "./edsnlp.js";
import { ESPNET_FACTS } from "./espnet.js";
import { FAIRSEQ_FACTS } from "./fairseq.js";
import { FASTAI_FACTS } from "./fastai.js";
import { FASTTEXT_FACTS } from "./fasttext.js";
import { FLAIR_FACTS } from "./flair.js";
import { GLINER_FACTS } from "./gliner.js";
import { GLINER2_FACTS } from "./gliner2.js";
import { HTRFLOW_FACTS } from "./htrflow.js";
import { INDEX_TTS_FACTS } from "./index-tts.js";
import { KERAS_FACTS } from "./keras.js";
import { KERAS_HUB_FACTS } from "./keras-hub.js";
import { KERNELS_FACTS } from "./kernels.js";
import { KIMI_AUDIO_FACTS } from "./kimi-audio.js";
import { KITTENTTS_FACTS } from "./kittentts.js";
import { LEROBOT_FACTS } from "./lerobot.js";
import { LIGHTNING_IR_FACTS } from "./lightning-ir.js";
import { LITERT_LM_FACTS } from "./litert-lm.js";
import { LLAMA_CPP_PYTHON_FACTS } from "./llama-cpp-python.js";
import { LTX_FACTS } from "./ltx.js";
import { LVFACE_FACTS } from "./lvface.js";
import { MAMBA_SSM_FACTS } from "./mamba-ssm.js";
import { MARS5_TTS_FACTS } from "./mars5-tts.js";
import { MATANYONE_FACTS } from "./matanyone.js";
import { MESH_ANYTHING_FACTS } from "./mesh-anything.js";
import { ML_AGENTS_FACTS } from "./ml-agents.js";
import { MLX_FACTS } from "./mlx.js";
import { MLX_IMAGE_FACTS } from "./mlx-image.js";
import { MOBILINT_FACTS } from "./mobilint.js";
import { MODEL2VEC_FACTS } from "./model2vec.js";
import { MOSHI_FACTS } from "./moshi.js";
import { MULTIMOLECULE_FACTS } from "./multimolecule.js";
import { NEMO_FACTS } from "./nemo.js";
import { NOBG_FACTS } from "./nobg.js";
import { OPEN_CLIP_FACTS } from "./open_clip.js";
import { OPENASR_FACTS } from "./openasr.js";
import { OUTETTS_FACTS } from "./outetts.js";
import { PADDLENLP_FACTS } from "./paddlenlp.js";
import { PADDLEOCR_FACTS } from "./paddleocr.js";
import { PEFT_FACTS } from "./peft.js";
import { PERCEPTION_ENCODER_FACTS } from "./perception-encoder.js";
import { PHANTOM_WAN_FACTS } from "./phantom-wan.js";
import { POCKET_TTS_FACTS } from "./pocket-tts.js";
import { PRUNA_AI_FACTS } from "./pruna-ai.js";
import { PXIA_FACTS } from "./pxia.js";
import { PYANNOTE_AUDIO_FACTS } from "./pyannote-audio.js";
import { PYTHAE_FACTS } from "./pythae.js";
import { QWEN3_TTS_FACTS } from "./qwen3-tts.js";
import { RELIK_FACTS } from "./relik.js";
import { RENDERFORMER_FACTS } from "./renderformer.js";
import { SAELENS_FACTS } from "./saelens.js";
import { SAM_3D_BODY_FACTS } from "./sam-3d-body.js";
import { SAM_3D_OBJECTS_FACTS } from "./sam-3d-objects.js";
import { SAM2_FACTS } from "./sam2.js";
import { SAMPLE_FACTORY_FACTS } from "./sample-factory.js";
import { SANA_FACTS } from "./sana.js";
import { SAP_RPT_1_OSS_FACTS } from "./sap-rpt-1-oss.js";
import { SEED_STORY_FACTS } from "./seed-story.js";
import { SENTENCE_TRANSFORMERS_FACTS } from "./sentence-transformers.js";
import { SETFIT_FACTS } from "./setfit.js";
import { SKLEARN_FACTS } from "./sklearn.js";
import { SPACY_FACTS } from "./spacy.js";
import { SPAN_MARKER_FACTS } from "./span-marker.js";
import { SPEECHBRAIN_FACTS } from "./speechbrain.js";
import { STABLE_AUDIO_TOOLS_FACTS } from "./stable-audio-tools.js";
import { STABLE_BASELINES3_FACTS } from "./stable-baselines3.js";
import { STANZA_FACTS } from "./stanza.js";
import { SUPERTONIC_FACTS } from "./supertonic.js";
import { SWARMFORMER_FACTS } from "./swarmformer.js";
import { TENSORFLOWTTS_FACTS } from "./tensorflowtts.js";
import { TERRATORCH_FACTS } from "./terratorch.js";
import { TF_KERAS_FACTS } from "./tf-keras.js";
import { TIMM_FACTS } from "./timm.js";
import { TRANSFORMERS_FACTS } from "./transformers.js";
import { TRANSFORMERS_JS_FACTS } from "./transformers.js.js";
import type { LibraryFacts } from "./types.js";
import { ULTRALYTICS_FACTS } from "./ultralytics.js";
import { UNITY_SENTIS_FACTS } from "./unity-sentis.js";
import { UNIVA_FACTS } from "./univa.js";
import { VFI_MAMBA_FACTS } from "./vfi-mamba.js";
import { VIBEVOICE_FACTS } from "./vibevoice.js";
import { VIDEOPRISM_FACTS } from "./videoprism.js";
import { VOICECRAFT_FACTS } from "./voicecraft.js";
import { VOXCPM_FACTS } from "./voxcpm.js";
import { VUI_FACTS } from "./vui.js";
import { WHISPERKIT_FACTS } from "./whisperkit.js";
import { YOLOV10_FACTS } from "./yolov10.js";
import { ZONOS_FACTS } from "./zonos.js";

export type { CommandFact, LibraryFacts, NameFact, PackageFacts, SupportFact } from "./types.js";

const ALL: readonly LibraryFacts[] = [
	ARACLIP_FACTS,
	CARTESIA_MLX_FACTS,
	CARTESIA_PYTORCH_FACTS,
	CXR_FOUNDATION_FACTS,
	LVFACE_FACTS,
	MOBILINT_FACTS,
	OPENASR_FACTS,
	PXIA_FACTS,
	SANA_FACTS,
	SEED_STORY_FACTS,
	THREEDTOPIA_XL_FACTS,
	VOICECRAFT_FACTS,
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
	KERAS_FACTS,
	MULTIMOLECULE_FACTS,
	WHISPERKIT_FACTS,
	SUPERTONIC_FACTS,
	NOBG_FACTS,
	PADDLENLP_FACTS,
	LITERT_LM_FACTS,
	ADAPTER_TRANSFORMERS_FACTS,
	ALLENNLP_FACTS,
	BERTOPIC_FACTS,
	EDSNLP_FACTS,
	FLAIR_FACTS,
	GLINER2_FACTS,
	KERNELS_FACTS,
	MAMBA_SSM_FACTS,
	PRUNA_AI_FACTS,
	RELIK_FACTS,
	SAELENS_FACTS,
	SAP_RPT_1_OSS_FACTS,
	SPAN_MARKER_FACTS,
	STANZA_FACTS,
	SWARMFORMER_FACTS,
	UNIVA_FACTS,
	VFI_MAMBA_FACTS,
	MESH_ANYTHING_FACTS,
	RENDERFORMER_FACTS,
	SAM_3D_OBJECTS_FACTS,
	SAM_3D_BODY_FACTS,
	DESCRIBE_ANYTHING_FACTS,
	PHANTOM_WAN_FACTS,
	DEPTH_PRO_FACTS,
	SAM2_FACTS,
	MLX_IMAGE_FACTS,
	HTRFLOW_FACTS,
	TERRATORCH_FACTS,
	PYTHAE_FACTS,
	STABLE_BASELINES3_FACTS,
	CHRONOS_FORECASTING_FACTS,
	PERCEPTION_ENCODER_FACTS,
	VIDEOPRISM_FACTS,
	ANEMOI_FACTS,
	BIREFNET_FACTS,
	BEN2_FACTS,
	MATANYONE_FACTS,
	COLLECTORVISION_FACTS,
	ASTEROID_FACTS,
	AUDIOSEAL_FACTS,
	CHAT_TTS_FACTS,
	DIA_TTS_FACTS,
	DIA2_FACTS,
	KIMI_AUDIO_FACTS,
	MARS5_TTS_FACTS,
	NEMO_FACTS,
	POCKET_TTS_FACTS,
	STABLE_AUDIO_TOOLS_FACTS,
	VOXCPM_FACTS,
	ZONOS_FACTS,
	VUI_FACTS,
	TRANSFORMERS_FACTS,
	PEFT_FACTS,
	SENTENCE_TRANSFORMERS_FACTS,
	BM25S_FACTS,
	FASTAI_FACTS,
	SKLEARN_FACTS,
	TIMM_FACTS,
	OPEN_CLIP_FACTS,
	SPACY_FACTS,
	DERM_FOUNDATION_FACTS,
	UNITY_SENTIS_FACTS,
	TRANSFORMERS_JS_FACTS,
	LTX_FACTS,
	MOSHI_FACTS,
	VIBEVOICE_FACTS,
	SAMPLE_FACTORY_FACTS,
	ML_AGENTS_FACTS,
];

/** Every library's facts, by library key. */
export const LIBRARY_FACTS: Readonly<Record<string, LibraryFacts>> = Object.fromEntries(ALL.map((f) => [f.library, f]));

/** What a library's snippets were checked against, for the model page: "diffusers 0.36.0". */
export function checkedRelease(library: string): string | undefined {
	const own = Object.hasOwn(LIBRARY_FACTS, library) ? LIBRARY_FACTS[library]?.packages[0] : undefined;
	return own ? `${own.package} ${own.release}` : undefined;
}
