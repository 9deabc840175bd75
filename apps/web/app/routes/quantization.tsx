import { lazy, Suspense } from "react";
import { useLoaderData } from "react-router";
import { Heading } from "../components/Heading";
import { FileTypeTable } from "../components/quant/FileTypeTable";
import { fileTypeRows, tensorTypeRows } from "../components/quant/rows";
import { TensorTypeTable } from "../components/quant/TensorTypeTable";
import "../quantization.css";

// The estimator and the inspector are prerendered like the rest of the page, but their code is split off: React
// keeps their server HTML until it arrives, so the route's first JavaScript is just the tables. They take no props
// (they read the URL themselves), so nothing the page does while hydrating makes React drop that HTML.
const SizeEstimator = lazy(() => import("../components/quant/UrlTools").then((m) => ({ default: m.UrlSizeEstimator })));
const GgufInspector = lazy(() => import("../components/quant/UrlTools").then((m) => ({ default: m.UrlGgufInspector })));

export function meta() {
	return [
		{ title: "Quantization · Modelhub" },
		{
			name: "description",
			content:
				"GGUF file types and tensor types, model size per quantization, and an in-browser GGUF header inspector.",
		},
	];
}

// Build time: both tables go into the prerendered HTML.
export function loader() {
	return { fileTypes: fileTypeRows(), tensorTypes: tensorTypeRows() };
}

// The data never changes after the build; editing the estimator's query must not refetch it.
export function shouldRevalidate() {
	return false;
}

export default function Quantization() {
	const { fileTypes, tensorTypes } = useLoaderData<typeof loader>();
	return (
		<div className="page quantization">
			<h1>Quantization</h1>
			<p className="lede">
				How GGUF files store weights in fewer bits, how large a model gets in each format, and what is inside a .gguf
				file you already have.
			</p>
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
			</nav>
			<p>
				A <strong>tensor type</strong> is how one tensor's numbers are packed: blocks of weights sharing a scale, so a
				few bits per weight plus a little overhead. A <strong>file type</strong> (<code>general.file_type</code>) names
				the recipe for a whole file, which mixes tensor types: Q4_K_M keeps most weights in Q4_K and some sensitive ones
				in Q6_K, for example. Names such as Q4_K_M in a file name are that recipe.
			</p>

			<section aria-labelledby="estimate">
				<Heading id="estimate">Size estimator</Heading>
				<p>
					Enter a parameter count (8B, 70B, 1.5e9 or plain digits) and the memory you have. Sizes count the weights;
					whether a file type fits also counts a 4,096-token context cache (16 KiB per token per billion parameters, an
					F16 cache of a grouped-query-attention model) and the runtime (0.5 GB + 5 % of the weights). These are
					estimates.
				</p>
				<Suspense>
					<SizeEstimator />
				</Suspense>
			</section>

			<section aria-labelledby="inspect">
				<Heading id="inspect">Inspect a GGUF file</Heading>
				<Suspense>
					<GgufInspector />
				</Suspense>
			</section>

			<section aria-labelledby="file-types">
				<Heading id="file-types">File types</Heading>
				<p>
					{fileTypes.length} file types, largest first. Bits per weight are approximate: a file's mix depends on the
					model. Sorted by bits per weight, legacy quants and retired types come last. The XL rows are not GGUF values:
					they are file names used by one publisher, and such files carry an ordinary file type inside.
				</p>
				<FileTypeTable rows={fileTypes} caption="GGUF file types" />
			</section>

			<section aria-labelledby="tensor-types">
				<Heading id="tensor-types">Tensor types</Heading>
				<p>
					{tensorTypes.length} tensor types as stored in GGUF tensor infos. Bits per weight are exact: bytes per block ×
					8 ÷ block size. Sorted by bits per weight, the legacy family comes last.
				</p>
				<TensorTypeTable rows={tensorTypes} caption="GGUF tensor types" />
			</section>
		</div>
	);
}
