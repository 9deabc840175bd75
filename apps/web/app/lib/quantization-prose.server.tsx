import { renderToStaticMarkup } from "react-dom/server";

/**
 * The prose of /quantization as HTML, made at build time by the route's loader: text in the page's data rather than
 * in its JavaScript, which keeps the route's first JavaScript within its budget. Constant text of ours, escaped by
 * React.
 */
export function quantizationProse(counts: { fileTypes: number; tensorTypes: number }) {
	const html = (node: React.ReactElement) => renderToStaticMarkup(node);
	const fileTypes = counts.fileTypes;
	const tensorTypes = counts.tensorTypes;
	return {
		lede: html(
			<p className="lede">
				How GGUF files store weights in fewer bits, how large a model gets in each format, and what is inside a .gguf
				file you already have.
			</p>,
		),
		onThisPage: html(
			<nav aria-label="On this page">
				<ul className="chips">
					<li>
						<a href="#estimate">Size estimator</a>
					</li>
					<li>
						<a href="#inspect">Inspect a file</a>
					</li>
					<li>
						<a href="#file-types">File types</a>
					</li>
					<li>
						<a href="#tensor-types">Tensor types</a>
					</li>
				</ul>
			</nav>,
		),
		intro: html(
			<p>
				A <strong>tensor type</strong> is how one tensor's numbers are packed: blocks of weights sharing a scale, so a
				few bits per weight plus a little overhead. A <strong>file type</strong> (<code>general.file_type</code>) names
				the recipe for a whole file, which mixes tensor types: Q4_K_M keeps most weights in Q4_K and some sensitive ones
				in Q6_K, for example. Names such as Q4_K_M in a file name are that recipe.
			</p>,
		),
		estimate: html(
			<p>
				Enter a parameter count (8B, 70B, 1.5e9 or plain digits) and the memory you have. Sizes count the weights;
				whether a file type fits also counts a 4,096-token context cache (16 KiB per token per billion parameters, an
				F16 cache of a grouped-query-attention model) and the runtime (0.5 GB + 5 % of the weights). These are
				estimates.
			</p>,
		),
		fileTypes: html(
			<p>
				{fileTypes} file types, largest first. Bits per weight are approximate: a file's mix depends on the model.
				Sorted by bits per weight, legacy quants and retired types come last. The XL rows are not GGUF values: they are
				file names used by one publisher, and such files carry an ordinary file type inside.
			</p>,
		),
		tensorTypes: html(
			<p>
				{tensorTypes} tensor types as stored in GGUF tensor infos. Bits per weight are exact: bytes per block × 8 ÷
				block size. Sorted by bits per weight, the legacy family comes last.
			</p>,
		),
	};
}
