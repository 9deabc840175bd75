// Model repositories made at test time in a temporary folder: `<root>/<owner>/<name>/<files>`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { str, u32, writeGguf } from "../../../core/test/quantization/gguf-writer.js";

/** A safetensors file: the 8-byte little-endian header length, the JSON header, then the tensors' bytes (zeros). */
export function safetensors(tensors: Record<string, { dtype: string; shape: number[] }>): Buffer {
	const width: Record<string, number> = { F32: 4, F16: 2, BF16: 2, I64: 8, U8: 1 };
	let offset = 0;
	const header: Record<string, unknown> = { __metadata__: { format: "pt" } };
	for (const [name, t] of Object.entries(tensors)) {
		const bytes = t.shape.reduce((a, b) => a * b, 1) * (width[t.dtype] ?? 4);
		header[name] = { ...t, data_offsets: [offset, offset + bytes] };
		offset += bytes;
	}
	const json = Buffer.from(JSON.stringify(header));
	const len = Buffer.alloc(8);
	len.writeBigUInt64LE(BigInt(json.length));
	return Buffer.concat([len, json, Buffer.alloc(offset)]);
}

/** A small GGUF file with a llama architecture, a context length and a chat template. */
export function gguf(): Uint8Array {
	return writeGguf({
		metadata: [
			["general.architecture", str("llama")],
			["llama.context_length", u32(4096)],
			["tokenizer.chat_template", str("{{ messages }}")],
		],
		tensors: [{ name: "token_embd.weight", shape: [32, 8], type: "F32" }],
	});
}

export interface RepoFolder {
	root: string;
	/** Writes (or overwrites) files of one repository; values are text or bytes. */
	write(id: string, files: Record<string, string | Uint8Array>): string;
	cleanup(): void;
}

export function repoFolder(): RepoFolder {
	const root = mkdtempSync(join(tmpdir(), "modelhub-repos-"));
	return {
		root,
		write(id, files) {
			const dir = join(root, id);
			mkdirSync(dir, { recursive: true });
			for (const [path, content] of Object.entries(files)) {
				mkdirSync(dirname(join(dir, path)), { recursive: true });
				writeFileSync(join(dir, path), content);
			}
			return dir;
		},
		cleanup: () => rmSync(root, { recursive: true, force: true }),
	};
}

export async function collect<T>(it: AsyncIterable<T>): Promise<T[]> {
	const out: T[] = [];
	for await (const x of it) out.push(x);
	return out;
}
