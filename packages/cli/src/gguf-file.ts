import { open } from "node:fs/promises";
import type { ByteSource } from "@modelhub/core";
import { CliError } from "./command.js";

/** A file opened for random-access reads; close it when done. */
export interface FileSource extends ByteSource {
	close(): Promise<void>;
}

/** Opens a file as a byte source; a missing file, a directory or an unreadable file is a one-line CliError. */
export async function openFileSource(path: string, shown = path): Promise<FileSource> {
	let handle: Awaited<ReturnType<typeof open>>;
	try {
		handle = await open(path, "r");
	} catch (e) {
		const code = (e as { code?: string }).code;
		if (code === "ENOENT") throw new CliError(`no such file: ${shown}`);
		if (code === "EISDIR") throw new CliError(`${shown} is a directory, not a file`);
		throw new CliError(`cannot open ${shown}: ${(e as Error).message}`);
	}
	const stat = await handle.stat();
	if (!stat.isFile()) {
		await handle.close();
		throw new CliError(`${shown} is not a regular file`);
	}
	return {
		size: stat.size,
		async read(offset, length) {
			const out = new Uint8Array(length);
			let got = 0;
			try {
				while (got < length) {
					const { bytesRead } = await handle.read(out, got, length - got, offset + got);
					if (bytesRead === 0) break;
					got += bytesRead;
				}
			} catch (e) {
				throw new CliError(`cannot read ${shown}: ${(e as Error).message}`);
			}
			return got === length ? out : out.subarray(0, got);
		},
		close: () => handle.close(),
	};
}
