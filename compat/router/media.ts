/**
 * The bytes the stand-in and the runs exchange: a tiny real JPEG (2×2 pixels, decodable by PIL), a FLAC stream
 * header and an MP4 `ftyp` box. Each kind is recognised by its leading bytes, as a real server sniffs uploads.
 */
const JPEG_BASE64 =
	"/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwCSiiivGPWP/9k=";

export type MediaKind = "image/jpeg" | "audio/flac" | "video/mp4";

export const MEDIA: Readonly<Record<MediaKind, Buffer>> = {
	"image/jpeg": Buffer.from(JPEG_BASE64, "base64"),
	// "fLaC", then a last-block STREAMINFO header (type 0, 34 bytes) left empty: nobody here decodes the audio.
	"audio/flac": Buffer.concat([Buffer.from("fLaC"), Buffer.from([0x80, 0x00, 0x00, 0x22]), Buffer.alloc(34)]),
	"video/mp4": Buffer.concat([
		Buffer.from([0, 0, 0, 0x18]),
		Buffer.from("ftypisom"),
		Buffer.from([0, 0, 2, 0]),
		Buffer.from("isomiso2"),
	]),
};

/** The kind of a byte string, by its leading bytes, or undefined when it is none of ours. */
export function sniff(bytes: Buffer): MediaKind | undefined {
	for (const kind of Object.keys(MEDIA) as MediaKind[]) {
		const head = MEDIA[kind].subarray(0, kind === "video/mp4" ? 12 : 4);
		if (kind === "video/mp4" ? bytes.subarray(4, 12).equals(head.subarray(4)) : bytes.subarray(0, 4).equals(head))
			return kind;
	}
	return undefined;
}

/** The files a snippet reads, by name: what the core writers' samples point to. */
export const SAMPLE_FILES: Readonly<Record<string, Buffer>> = {
	"cat.jpg": MEDIA["image/jpeg"],
	"invoice.jpg": MEDIA["image/jpeg"],
	"sample1.flac": MEDIA["audio/flac"],
};

/** The media kind an output file name promises. */
export function kindOfFile(name: string): MediaKind | undefined {
	if (/\.jpe?g$/i.test(name)) return "image/jpeg";
	if (/\.flac$/i.test(name)) return "audio/flac";
	if (/\.mp4$/i.test(name)) return "video/mp4";
	return undefined;
}
