/** Kimi-Audio (Moonshot AI): one model for speech recognition, audio understanding and spoken replies. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { withSample } from "../../samples.js";
import type { LibrarySnippetOptions } from "../../types.js";
import { python } from "../common.js";
import { install } from "./shared.js";

/** The install line, written once. */
const INSTALL = install(
	"# The inference code (kimia_infer) lives in the GitHub repository, with submodules",
	"git clone https://github.com/MoonshotAI/Kimi-Audio.git && cd Kimi-Audio",
	"git submodule update --init --recursive",
	"pip install -r requirements.txt",
);

export function kimiAudio(model: ModelRecord, options?: LibrarySnippetOptions): Snippet[] {
	return [
		INSTALL,
		python(
			withSample(
				py`
			import soundfile as sf
			from kimia_infer.api.kimia import KimiAudio

			# load_detokenizer=True is needed to produce speech, not only text
			model = KimiAudio(model_path=${model.id}, load_detokenizer=True)

			sampling_params = {
			    "audio_temperature": 0.8,
			    "audio_top_k": 10,
			    "text_temperature": 0.0,
			    "text_top_k": 5,
			    "audio_repetition_penalty": 1.0,
			    "audio_repetition_window_size": 64,
			    "text_repetition_penalty": 1.0,
			    "text_repetition_window_size": 16,
			}

			# Speech recognition: an instruction followed by the audio
			messages = [
			    {"role": "user", "message_type": "text", "content": "Write down what is said in this recording."},
			    {"role": "user", "message_type": "audio", "content": "speech.wav"},
			]
			_, text = model.generate(messages, **sampling_params, output_type="text")
			print(text)

			# A spoken conversation turn: the reply comes back as audio and text
			wav, text = model.generate(
			    [{"role": "user", "message_type": "audio", "content": "speech.wav"}],
			    **sampling_params,
			    output_type="both",
			)
			sf.write("kimi_reply.wav", wav.detach().cpu().view(-1).numpy(), 24000)
			print("Saved kimi_reply.wav")
		`,
				"speech.wav",
				"speech",
				"audio_path",
				options,
			),
		),
	];
}
