import { type FileByteSource, openByteSource } from "@modelhub/store";
import { CliError } from "./command.js";

/** A file opened for random-access reads; close it when done. */
export type FileSource = FileByteSource;

/**
 * Opens a file as a byte source (the store's reader); a missing file, a directory, an unreadable file or a failed
 * read is a one-line CliError naming it as `shown`.
 */
export async function openFileSource(path: string, shown = path): Promise<FileSource> {
	let source: FileByteSource;
	try {
		source = await openByteSource(path);
	} catch (e) {
		const code = (e as { code?: string }).code;
		if (code === "ENOENT") throw new CliError(`no such file: ${shown}`);
		if (code === "EISDIR") throw new CliError(`${shown} is a directory, not a file`);
		if (code === "ENOTREG") throw new CliError(`${shown} is not a regular file`);
		throw new CliError(`cannot open ${shown}: ${(e as Error).message}`);
	}
	return {
		size: source.size,
		async read(offset, length) {
			try {
				return await source.read(offset, length);
			} catch (e) {
				throw new CliError(`cannot read ${shown}: ${(e as Error).message}`);
			}
		},
		close: () => source.close(),
	};
}
