import { downloadPath, filePagePath, formatBytes } from "../../lib/model-facts";
import type { FileRow } from "../../lib/quant-groups";
import { ExternalLink, publicHubModelUrl } from "../ExternalLink";

/**
 * A file of a model, named as a link: to its page here (files a browser can show) or its download when this hub holds
 * the files, else to its page on the public Hub, marked as external. Its size follows when the record gives it.
 */
export function FileName({ id, file, hosted }: { id: string; file: FileRow; hosted: boolean }) {
	const name = <code>{file.name}</code>;
	const size = file.size !== undefined ? <span className="muted"> {formatBytes(file.size)}</span> : null;
	if (!hosted) {
		const path = file.name.split("/").map(encodeURIComponent).join("/");
		return (
			<>
				<ExternalLink href={`${publicHubModelUrl(id)}/blob/main/${path}`}>{name}</ExternalLink>
				{size}
			</>
		);
	}
	return (
		<>
			<a
				href={file.viewable ? filePagePath(id, file.name) : downloadPath(id, file.name)}
				download={file.viewable ? undefined : true}
			>
				{name}
			</a>
			{size}
		</>
	);
}
