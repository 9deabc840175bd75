// Writes the short synthetic WAV clips used by the task demos into apps/web/public/demo/.
// Run once from anywhere: `node packages/core/test/tasks/make-demo-audio.mjs`. Output is deterministic.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const OUT = fileURLToPath(new URL("../../../../apps/web/public/demo/", import.meta.url));
const RATE = 8000;

/** A small deterministic pseudo-random generator (xorshift32), so reruns give identical files. */
function random(seed) {
	let s = seed >>> 0 || 1;
	return () => {
		s ^= s << 13;
		s >>>= 0;
		s ^= s >>> 17;
		s ^= s << 5;
		s >>>= 0;
		return s / 0x100000000;
	};
}

/**
 * A voice-like signal: a harmonic series on a gliding pitch, shaped by two moving resonances (vowel formants)
 * and chopped into syllables by a smooth envelope. It is not speech, but it sounds like someone murmuring.
 */
function voice({ seconds, pitch, syllables, seed }) {
	const rnd = random(seed);
	const n = Math.round(seconds * RATE);
	const out = new Float64Array(n);
	const vowels = [
		[730, 1090],
		[270, 2290],
		[530, 1840],
		[570, 840],
		[440, 1020],
	];
	const plan = Array.from({ length: syllables }, () => vowels[Math.floor(rnd() * vowels.length)]);
	let phase = 0;
	for (let i = 0; i < n; i++) {
		const t = i / RATE;
		const pos = (t / seconds) * syllables;
		const k = Math.min(syllables - 1, Math.floor(pos));
		const within = pos - k;
		const envelope = Math.sin(Math.PI * within) ** 2 * (within < 0.85 ? 1 : 0.6);
		const [f1, f2] = plan[k];
		const f0 = pitch * (1 + 0.08 * Math.sin(2 * Math.PI * 0.7 * t) - 0.1 * (t / seconds));
		phase += (2 * Math.PI * f0) / RATE;
		let sample = 0;
		for (let h = 1; h * f0 < RATE / 2 - 200; h++) {
			const f = h * f0;
			const gain = Math.exp(-(((f - f1) / 120) ** 2)) + 0.6 * Math.exp(-(((f - f2) / 180) ** 2)) + 0.02;
			sample += (gain / h ** 0.5) * Math.sin(h * phase);
		}
		out[i] = sample * envelope;
	}
	return normalize(out, 0.7);
}

/** Three short barks: a falling tone with a noisy onset and a fast decay. */
function barks() {
	const rnd = random(7);
	const n = Math.round(1.5 * RATE);
	const out = new Float64Array(n);
	for (const start of [0.1, 0.55, 0.95]) {
		let phase = 0;
		const first = Math.round(start * RATE);
		for (let j = 0; j < 0.22 * RATE && first + j < n; j++) {
			const t = j / RATE;
			const f = 620 - 900 * t;
			phase += (2 * Math.PI * f) / RATE;
			const env = Math.min(1, t / 0.01) * Math.exp(-t / 0.06);
			const tone = Math.sin(phase) + 0.5 * Math.sin(2 * phase) + 0.25 * Math.sin(3 * phase);
			out[first + j] += env * (tone + 0.8 * (rnd() * 2 - 1) * Math.exp(-t / 0.02));
		}
	}
	return normalize(out, 0.8);
}

function mix(a, b) {
	const out = new Float64Array(Math.max(a.length, b.length));
	for (let i = 0; i < out.length; i++) out[i] = (a[i] ?? 0) + (b[i] ?? 0);
	return normalize(out, 0.8);
}

function normalize(samples, peak) {
	let max = 0;
	for (const s of samples) max = Math.max(max, Math.abs(s));
	const scale = max > 0 ? peak / max : 0;
	return samples.map((s) => s * scale);
}

/** 16-bit mono PCM WAV bytes. */
function wav(samples) {
	const data = samples.length * 2;
	const buf = Buffer.alloc(44 + data);
	buf.write("RIFF", 0, "ascii");
	buf.writeUInt32LE(36 + data, 4);
	buf.write("WAVE", 8, "ascii");
	buf.write("fmt ", 12, "ascii");
	buf.writeUInt32LE(16, 16);
	buf.writeUInt16LE(1, 20);
	buf.writeUInt16LE(1, 22);
	buf.writeUInt32LE(RATE, 24);
	buf.writeUInt32LE(RATE * 2, 28);
	buf.writeUInt16LE(2, 32);
	buf.writeUInt16LE(16, 34);
	buf.write("data", 36, "ascii");
	buf.writeUInt32LE(data, 40);
	samples.forEach((s, i) => {
		buf.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32767), 44 + i * 2);
	});
	return buf;
}

const speakerOne = voice({ seconds: 1.8, pitch: 115, syllables: 6, seed: 11 });
const speakerTwo = voice({ seconds: 1.8, pitch: 205, syllables: 7, seed: 23 });
const clips = {
	"speech-sample.wav": voice({ seconds: 1.9, pitch: 130, syllables: 8, seed: 3 }),
	"bark.wav": barks(),
	"source-1.wav": speakerOne,
	"source-2.wav": speakerTwo,
	"mixture.wav": mix(speakerOne, speakerTwo),
	"tts-output.wav": voice({ seconds: 2, pitch: 175, syllables: 9, seed: 5 }),
	"spoken-reply.wav": voice({ seconds: 1.8, pitch: 150, syllables: 7, seed: 9 }),
};
for (const [name, samples] of Object.entries(clips)) {
	const bytes = wav(samples);
	writeFileSync(OUT + name, bytes);
	console.log(`${name}: ${bytes.length} bytes`);
}
