/**
 * SpeechBrain: config.json names the inference interface (class) of the checkpoint, in
 * `config.speechbrain.speechbrain_interface`. Each known interface maps to its module under speechbrain.inference
 * and to the method that runs it on a file.
 */
import { py, raw } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { importLines, pythonSample, pythonSampleImport, type SampleKind } from "../../samples.js";
import type { LibrarySnippetOptions } from "../../types.js";
import { fallback, python } from "../common.js";
import { joinBlocks, nameOf, pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("speechbrain", "soundfile");

interface InterfaceUse {
	/** Module under speechbrain.inference that defines the class. */
	module: string;
	/** Extra imports the usage lines need. */
	imports?: string;
	/** The sample the lines read, downloaded into `audio` first. */
	sample: SampleKind;
	/** Python lines that use the loaded `model` on `audio`, written in this file. */
	use: string;
}

const CLASSIFY: Omit<InterfaceUse, "module"> = {
	sample: "speech",
	use: `# Posterior scores, best score, best index and the label of the best class
out_prob, score, index, text_lab = model.classify_file(audio)
print(text_lab)`,
};

const TRANSCRIBE: Omit<InterfaceUse, "module"> = {
	sample: "speech",
	use: `# The audio is resampled to the model's rate automatically
print(model.transcribe_file(audio))`,
};

// torchaudio.save needs the torchcodec package since torchaudio 2.9, which speechbrain does not bring in: the
// waveforms are written with soundfile.
const ENHANCE: Omit<InterfaceUse, "module"> = {
	imports: "import soundfile as sf",
	sample: "speech",
	use: `# The cleaned-up waveform; the released enhancement models work at 16 kHz
enhanced = model.enhance_file(audio)
sf.write("enhanced.wav", enhanced.squeeze().cpu().numpy(), 16000)
print("Saved enhanced.wav")`,
};

const INTERFACES: Record<string, InterfaceUse> = {
	EncoderClassifier: { module: "classifiers", ...CLASSIFY },
	AudioClassifier: { module: "classifiers", ...CLASSIFY },
	EncoderASR: { module: "ASR", ...TRANSCRIBE },
	EncoderDecoderASR: { module: "ASR", ...TRANSCRIBE },
	WhisperASR: { module: "ASR", ...TRANSCRIBE },
	SpectralMaskEnhancement: { module: "enhancement", ...ENHANCE },
	WaveformEnhancement: { module: "enhancement", ...ENHANCE },
	SepformerSeparation: {
		module: "separation",
		imports: "import soundfile as sf",
		sample: "mixture",
		use: `# One estimated source per speaker along the last axis, at the model's rate (8 kHz for the WHAM! and WSJ0-2mix models)
est_sources = model.separate_file(audio)
for i in range(est_sources.shape[-1]):
    sf.write(f"source{i + 1}.wav", est_sources[0, :, i].detach().cpu().numpy(), 8000)
    print(f"Saved source{i + 1}.wav")`,
	},
	SpeakerRecognition: {
		module: "speaker",
		sample: "speech",
		use: `# A similarity score, and whether the two recordings come from the same speaker (here the sample and itself)
score, prediction = model.verify_files(audio, audio)
print(score, prediction)`,
	},
};

/** The import lines of each known interface (keys of INTERFACES only, so the map stays that small), written once. */
const IMPORTS = new Map<string, string>();

function importsOf(name: string, known: InterfaceUse): string {
	let imports = IMPORTS.get(name);
	if (imports === undefined) {
		const line = `from speechbrain.inference.${known.module} import ${name}`;
		imports = known.imports ? `${known.imports}\n${line}` : line;
		IMPORTS.set(name, imports);
	}
	return imports;
}

export function speechbrain(model: ModelRecord, options?: LibrarySnippetOptions): Snippet[] {
	const config = model.config?.speechbrain;
	const name = config?.speechbrain_interface;
	if (name === undefined || name === null || name === "") return fallback("interface not specified in config.json");
	// Only the interfaces named here are written into code, so knowing the name is the whole check
	const known = typeof name === "string" && Object.hasOwn(INTERFACES, name) ? INTERFACES[name] : undefined;
	if (!known && name !== "Tacotron2") return fallback("interface in config.json invalid");
	const repo = nameOf(model);
	if (!known) return [PIP_INSTALL, python(tacotron2(model, repo))];
	const load = py`
		${raw(importLines(pythonSampleImport([known.sample], options), importsOf(name, known)))}

		model = ${raw(name)}.from_hparams(
		    source=${model.id},
		    savedir=${`pretrained_models/${repo}`},
		)
	`;
	return [PIP_INSTALL, python(joinBlocks(load, pythonSample(known.sample, "audio", options), known.use))];
}

/** Tacotron2 makes a spectrogram; the vocoder named in config.json (a HiFi-GAN) turns it into a waveform. */
function tacotron2(model: ModelRecord, repo: string): string {
	const vocoder = model.config?.speechbrain?.vocoder_model_id;
	const vocoderId = typeof vocoder === "string" && vocoder !== "" ? vocoder : "speechbrain/tts-hifigan-ljspeech";
	return py`
		import soundfile as sf
		from speechbrain.inference.TTS import Tacotron2
		from speechbrain.inference.vocoders import HIFIGAN

		# Tacotron2 turns text into a mel spectrogram; the HiFi-GAN vocoder named in config.json turns that into audio
		tacotron2 = Tacotron2.from_hparams(source=${model.id}, savedir=${`pretrained_models/${repo}`})
		hifi_gan = HIFIGAN.from_hparams(source=${vocoderId}, savedir="pretrained_models/vocoder")

		mel_output, mel_length, alignment = tacotron2.encode_text("Speech synthesis turns written words into sound.")
		waveforms = hifi_gan.decode_batch(mel_output)
		sf.write("tacotron2.wav", waveforms.squeeze().cpu().numpy(), 22050)
		print("Saved tacotron2.wav")
	`;
}
