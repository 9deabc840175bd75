/**
 * TensorFlowTTS: text-to-mel models (Tacotron2, FastSpeech2) and mel-to-wav vocoders (MelGAN, ...), told apart by
 * the tags text-to-mel and mel-to-wav. A complete voice needs one of each.
 */
import { type Code, py, pyCode } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { python } from "../common.js";
import { hasAnyTag, idLower, joinBlocks, pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("TensorFlowTTS");

/** A vocoder and an acoustic model trained on the same data (LJSpeech), used to complete the other half. */
const LJSPEECH_TEXT_TO_MEL = pyCode("tensorspeech/tts-tacotron2-ljspeech-en");
const LJSPEECH_VOCODER = pyCode("tensorspeech/tts-mb_melgan-ljspeech-en");

const TACOTRON2_INFERENCE = `decoder_output, mel_outputs, stop_token_prediction, alignment_history = text_to_mel.inference(
    input_ids=tf.expand_dims(tf.convert_to_tensor(input_ids, dtype=tf.int32), 0),
    input_lengths=tf.convert_to_tensor([len(input_ids)], tf.int32),
    speaker_ids=tf.convert_to_tensor([0], dtype=tf.int32),
)`;

const FASTSPEECH2_INFERENCE = `mel_before, mel_outputs, duration_outputs, _, _ = text_to_mel.inference(
    input_ids=tf.expand_dims(tf.convert_to_tensor(input_ids, dtype=tf.int32), 0),
    speaker_ids=tf.convert_to_tensor([0], dtype=tf.int32),
    speed_ratios=tf.convert_to_tensor([1.0], dtype=tf.float32),
    f0_ratios=tf.convert_to_tensor([1.0], dtype=tf.float32),
    energy_ratios=tf.convert_to_tensor([1.0], dtype=tf.float32),
)`;

const SAVE = `# The vocoder turns the mel spectrogram into a waveform (the LJSpeech models work at 22.05 kHz)
audio = vocoder.inference(mel_outputs)[0, :, 0]
sf.write("tensorflowtts.wav", audio, 22050, "PCM_16")
print("Saved tensorflowtts.wav")`;

/** `textToMel` and `vocoder` are model ids already written as literals (one of them is used twice). */
function speak(textToMel: Code, vocoder: Code, inference: string): string {
	const load = py`
		import soundfile as sf
		import tensorflow as tf
		from tensorflow_tts.inference import AutoProcessor, TFAutoModel

		processor = AutoProcessor.from_pretrained(${textToMel})
		text_to_mel = TFAutoModel.from_pretrained(${textToMel})
		vocoder = TFAutoModel.from_pretrained(${vocoder})

		input_ids = processor.text_to_sequence("This is a demo of speech synthesis with TensorFlowTTS.")
	`;
	return joinBlocks(load, inference, SAVE);
}

export function tensorflowtts(model: ModelRecord): Snippet[] {
	if (hasAnyTag(model, "text-to-mel")) {
		const fastspeech = idLower(model).includes("fastspeech");
		return [
			PIP_INSTALL,
			python(speak(pyCode(model.id), LJSPEECH_VOCODER, fastspeech ? FASTSPEECH2_INFERENCE : TACOTRON2_INFERENCE)),
		];
	}
	if (hasAnyTag(model, "mel-to-wav")) {
		return [PIP_INSTALL, python(speak(LJSPEECH_TEXT_TO_MEL, pyCode(model.id), TACOTRON2_INFERENCE))];
	}
	return [
		PIP_INSTALL,
		python(py`
			from tensorflow_tts.inference import TFAutoModel

			# Neither a text-to-mel nor a mel-to-wav tag: load the model and check its kind
			model = TFAutoModel.from_pretrained(${model.id})
			print(type(model).__name__)
		`),
	];
}
