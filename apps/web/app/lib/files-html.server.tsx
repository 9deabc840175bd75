import { renderToStaticMarkup } from "react-dom/server";
import { ModelFiles } from "../components/model/ModelFiles";
import type { FileRow, QuantGroup } from "./quant-groups";

/**
 * The model page's files section as HTML, made on the server. It has nothing to hydrate — its links are downloads,
 * file pages and external pages, plain anchors either way — so the page inserts it as markup and its code (the GGUF
 * table, the file list) stays out of the route's JavaScript. React escapes every value it writes.
 */
export function filesHtml(id: string, files: FilesInput, options: { hosted?: boolean; write?: boolean } = {}): string {
	if (files.count === 0 && !options.hosted) return "";
	return renderToStaticMarkup(<ModelFiles id={id} files={files} hosted={options.hosted} write={options.write} />);
}

export interface FilesInput {
	count: number;
	shown: FileRow[];
	quants: QuantGroup[];
	downloads: boolean;
}
