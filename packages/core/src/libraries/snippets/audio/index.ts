import type { SnippetGenerator } from "../../types.js";
import { asteroid } from "./asteroid.js";
import { audiocraft } from "./audiocraft.js";
import { audioseal } from "./audioseal.js";
import { cartesiaMlx, cartesiaPytorch } from "./cartesia.js";
import { chatterbox } from "./chatterbox.js";
import { chatTts } from "./chattts.js";
import { dia2, diaTts } from "./dia.js";
import { espnet } from "./espnet.js";
import { indexTts } from "./indextts.js";
import { kimiAudio } from "./kimiaudio.js";
import { kittenTts } from "./kittentts.js";
import { mars5Tts } from "./mars5.js";
import { moshi } from "./moshi.js";
import { nemo } from "./nemo.js";
import { openasr } from "./openasr.js";
import { outetts } from "./outetts.js";
import { pocketTts } from "./pockettts.js";
import { pyannoteAudio } from "./pyannote.js";
import { qwen3Tts } from "./qwen3tts.js";
import { speechbrain } from "./speechbrain.js";
import { stableAudioTools } from "./stableaudio.js";
import { supertonic } from "./supertonic.js";
import { tensorflowtts } from "./tensorflowtts.js";
import { vibevoice } from "./vibevoice.js";
import { voicecraft } from "./voicecraft.js";
import { voxcpm } from "./voxcpm.js";
import { vui } from "./vui.js";
import { whisperkit } from "./whisperkit.js";
import { zonos } from "./zonos.js";

/** Snippet generators of the audio and speech libraries, keyed by library key. */
export const AUDIO_GENERATORS: Record<string, SnippetGenerator> = {
	asteroid,
	audiocraft,
	audioseal,
	cartesia_mlx: cartesiaMlx,
	cartesia_pytorch: cartesiaPytorch,
	chatterbox,
	chat_tts: chatTts,
	"dia-tts": diaTts,
	dia2,
	espnet,
	"index-tts": indexTts,
	"kimi-audio": kimiAudio,
	kittentts: kittenTts,
	"mars5-tts": mars5Tts,
	moshi,
	nemo,
	openasr,
	outetts,
	"pocket-tts": pocketTts,
	"pyannote-audio": pyannoteAudio,
	qwen3_tts: qwen3Tts,
	speechbrain,
	"stable-audio-tools": stableAudioTools,
	supertonic,
	tensorflowtts,
	vibevoice,
	voicecraft,
	voxcpm,
	vui,
	whisperkit,
	zonos,
};
