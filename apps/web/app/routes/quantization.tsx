import { lazy, Suspense } from "react";
import { useLoaderData } from "react-router";
import { Heading } from "../components/Heading";
import { fileTypeRows, tensorTypeRows } from "../components/quant/rows";
import { quantizationProse } from "../lib/quantization-prose.server";
import "../quantization.css";

// The estimator and the inspector are prerendered like the rest of the page, but their code is split off: React
// keeps their server HTML until it arrives, so the route's first JavaScript is just the tables. They take no props
// (they read the URL themselves), so nothing the page does while hydrating makes React drop that HTML.
const SizeEstimator = lazy(() => import("../components/quant/UrlTools").then((m) => ({ default: m.UrlSizeEstimator })));
const GgufInspector = lazy(() => import("../components/quant/UrlTools").then((m) => ({ default: m.UrlGgufInspector })));
// The two tables likewise: static markup once rendered, hydrated when their code arrives.
const FileTypeTable = lazy(() =>
	import("../components/quant/FileTypeTable").then((m) => ({ default: m.FileTypeTable })),
);
const TensorTypeTable = lazy(() =>
	import("../components/quant/TensorTypeTable").then((m) => ({ default: m.TensorTypeTable })),
);

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
	const fileTypes = fileTypeRows();
	const tensorTypes = tensorTypeRows();
	return {
		fileTypes,
		tensorTypes,
		prose: quantizationProse({ fileTypes: fileTypes.length, tensorTypes: tensorTypes.length }),
	};
}

// The data never changes after the build; editing the estimator's query must not refetch it.
export function shouldRevalidate() {
	return false;
}

/** Markup made by the loader at build time (quantizationProse), laid out as if it stood here itself. */
function Html({ html }: { html: string }) {
	// biome-ignore lint/security/noDangerouslySetInnerHtml: constant prose of ours, rendered and escaped by React at build time
	return <div className="html-block" dangerouslySetInnerHTML={{ __html: html }} />;
}

export default function Quantization() {
	const { fileTypes, tensorTypes, prose } = useLoaderData<typeof loader>();
	return (
		<div className="page quantization">
			<h1>Quantization</h1>
			<Html html={prose.lede} />
			<Html html={prose.onThisPage} />
			<Html html={prose.intro} />

			<section aria-labelledby="estimate">
				<Heading id="estimate">Size estimator</Heading>
				<Html html={prose.estimate} />
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
				<Html html={prose.fileTypes} />
				<Suspense>
					<FileTypeTable rows={fileTypes} caption="GGUF file types" />
				</Suspense>
			</section>

			<section aria-labelledby="tensor-types">
				<Heading id="tensor-types">Tensor types</Heading>
				<Html html={prose.tensorTypes} />
				<Suspense>
					<TensorTypeTable rows={tensorTypes} caption="GGUF tensor types" />
				</Suspense>
			</section>
		</div>
	);
}
