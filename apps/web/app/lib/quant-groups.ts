import { estimateSizes, labelledQuant, parseQuantLabel } from "@modelhub/core";

export interface FileRow {
	name: string;
	size?: number;
	/**
	 * Set when this hub holds the file and a browser can show it (a config, a card, code): it links to its page rather
	 * than its download. Decided here, so that the page's JavaScript does without the core's table of file types.
	 */
	viewable?: true;
}

export interface QuantGroup {
	/** The quant as the file names write it: Q4_K_M, Q5_K_L (a publisher's variant), Q8_0… */
	quant: string;
	bitsPerWeight?: number;
	/** For a publisher's variant of a file type: what it is, its figures being that type's (approximate). */
	variant?: string;
	/** The estimator's figure for the weights in this quant type, from the parameter count (bytes). */
	estimate?: number;
	files: FileRow[];
}

/** GGUF files grouped by the quant their name states, with bits per weight and the estimator's size. */
export function quantGroups(files: FileRow[], parameters: number | undefined): QuantGroup[] {
	const estimates = parameters ? estimateSizes(parameters) : [];
	const groups = new Map<string, QuantGroup>();
	for (const f of files) {
		if (!f.name.toLowerCase().endsWith(".gguf")) continue;
		const label = parseQuantLabel(f.name.split("/").pop() ?? f.name);
		const quant = label ? labelledQuant(label) : undefined;
		const key = quant?.name ?? "other";
		let g = groups.get(key);
		if (!g) {
			const estimate = estimates.find((e) => e.name === quant?.fileType?.name);
			g = { quant: key, files: [] };
			if (quant?.fileType) g.bitsPerWeight = quant.fileType.bitsPerWeight;
			if (quant?.variant) g.variant = quant.variant;
			if (estimate) g.estimate = estimate.bytes;
			groups.set(key, g);
		}
		g.files.push(f);
	}
	// Largest first; a variant sorts just above the type it is built on.
	const rank = (g: QuantGroup) => (g.bitsPerWeight ?? 0) + (g.variant ? 0.01 : 0);
	return [...groups.values()].sort((a, b) => rank(b) - rank(a));
}
