/**
 * Facts as plain rows, made on the server for the model page's header and side panel: the browser then needs one
 * small component to show both (FactList), not the code that chooses and formats them.
 */
import type { CardFacts } from "./card-facts";
import { formatBytes, formatCount, formatDate, formatParameters } from "./model-facts";

export interface FactItem {
	text: string;
	/** A page of this hub. */
	to?: string;
	/** A page elsewhere (marked as external). */
	href?: string;
	/** An ISO date the text shows. */
	dateTime?: string;
	/** A figure drawn on the server after the text (SVG markup with its own text alternative; numbers only). */
	svg?: string;
}

export interface FactRow {
	label: string;
	items: FactItem[];
}

export interface HeaderFacts {
	task: { id: string; label: string } | null;
	library: { key: string; label: string; known: boolean } | null;
	downloads: number | null;
	likes: number | null;
	lastModified: string | null;
}

/**
 * The header's rows: task, library, downloads, likes, last update. With a chart of a hosted model's downloads per day,
 * its figure is that of the last 30 days.
 */
export function headerRows(f: HeaderFacts, chart?: string): FactRow[] {
	const rows: FactRow[] = [];
	if (f.task) rows.push({ label: "Task", items: [{ text: f.task.label, to: `/tasks/${f.task.id}` }] });
	if (f.library)
		rows.push({
			label: "Library",
			items: [
				f.library.known
					? {
							text: f.library.label,
							to: `/libraries?q=${encodeURIComponent(f.library.key)}#library-${f.library.key}`,
						}
					: { text: f.library.label },
			],
		});
	if (f.downloads !== null)
		rows.push(
			chart
				? { label: "Downloads last 30 days", items: [{ text: formatCount(f.downloads), svg: chart }] }
				: { label: "Downloads", items: [{ text: formatCount(f.downloads) }] },
		);
	if (f.likes !== null) rows.push({ label: "Likes", items: [{ text: formatCount(f.likes) }] });
	if (f.lastModified)
		rows.push({ label: "Last updated", items: [{ text: formatDate(f.lastModified), dateTime: f.lastModified }] });
	return rows;
}

const DATASET_ID = /^[\w.-]+(\/[\w.-]+)?$/;

/** The side panel's rows: licence, languages, datasets (to their public pages), parameters, tensor types, size. */
export function cardFactRows(f: CardFacts): FactRow[] {
	const rows: FactRow[] = [];
	const plural = (one: string, n: number) => (n === 1 ? one : `${one}s`);
	if (f.license)
		rows.push({
			label: "License",
			items: [{ text: f.license, to: `/models?license=${encodeURIComponent(f.license)}` }],
		});
	if (f.languages.length)
		rows.push({
			label: plural("Language", f.languages.length),
			items: f.languages.map((l) => ({ text: l.name, to: `/models?language=${encodeURIComponent(l.code)}` })),
		});
	if (f.datasets.length)
		rows.push({
			label: plural("Dataset", f.datasets.length),
			items: f.datasets.map((d) =>
				DATASET_ID.test(d) ? { text: d, href: `https://huggingface.co/datasets/${d}` } : { text: d },
			),
		});
	if (f.parameters !== null) rows.push({ label: "Parameters", items: [{ text: formatParameters(f.parameters) }] });
	if (f.tensorTypes.length) rows.push({ label: "Tensor types", items: [{ text: f.tensorTypes.join(", ") }] });
	if (f.size !== null) rows.push({ label: "Size", items: [{ text: formatBytes(f.size) }] });
	return rows;
}
