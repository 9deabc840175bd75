/** fairseq: checkpoints are loaded with their task; text-to-speech models get a synthesis example. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { python } from "../common.js";
import { pipInstall } from "./shared.js";

/** The install lines, written once. */
const SPEECH_INSTALL = pipInstall("fairseq", "g2p_en", "soundfile");
const INSTALL = pipInstall("fairseq");

export function fairseq(model: ModelRecord): Snippet[] {
	if (model.pipeline_tag === "text-to-speech") {
		return [
			SPEECH_INSTALL,
			python(py`
				import soundfile as sf
				from fairseq.checkpoint_utils import load_model_ensemble_and_task_from_hf_hub
				from fairseq.models.text_to_speech.hub_interface import TTSHubInterface

				models, cfg, task = load_model_ensemble_and_task_from_hf_hub(
				    ${model.id},
				    arg_overrides={"vocoder": "hifigan", "fp16": False},
				)
				TTSHubInterface.update_cfg_with_data_cfg(cfg, task.data_cfg)
				generator = task.build_generator(models, cfg)

				# Turn text into a waveform and its sampling rate
				sample = TTSHubInterface.get_model_input(task, "Good morning, the coffee is ready.")
				wav, rate = TTSHubInterface.get_prediction(task, models[0], generator, sample)
				sf.write("speech.wav", wav.numpy(), rate)
				print(f"Wrote speech.wav ({len(wav) / rate:.1f} s)")
			`),
		];
	}
	return [
		INSTALL,
		python(py`
			from fairseq.checkpoint_utils import load_model_ensemble_and_task_from_hf_hub

			# Returns the model(s), their configuration and the task they were trained for
			models, cfg, task = load_model_ensemble_and_task_from_hf_hub(${model.id})
			print(models[0])
		`),
	];
}
