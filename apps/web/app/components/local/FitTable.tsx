import {
	type FitResult,
	fit,
	type GgufQuant,
	formatGigabytes as gb,
	type Hardware,
	type ModelFacts,
} from "@modelhub/core";

/** Each GGUF quant's estimated fit on the chosen hardware, with the formula of the first one spelled out. */
export function FitTable({
	quants,
	hardware,
	facts,
	context,
	id,
}: {
	quants: GgufQuant[];
	hardware: Hardware;
	facts: ModelFacts;
	context: number;
	id: string;
}) {
	const rows = quants.map((q) => ({
		quant: q,
		result: q.bytes === undefined ? undefined : fit(q.bytes, facts, hardware, context),
	}));
	const shown = rows.find((r) => r.result)?.result as FitResult | undefined;
	return (
		<div className="table-scroll">
			<table className="fit-table" aria-describedby={`${id}-fit-note`}>
				<caption>
					Estimated fit on {hardware.label} ({hardware.memoryGb} GB, {hardware.bandwidthGbs} GB/s) with a{" "}
					{context.toLocaleString("en-US")}-token context
				</caption>
				<thead>
					<tr>
						<th scope="col">Quant</th>
						<th scope="col">File size</th>
						<th scope="col">Needs (estimate)</th>
						<th scope="col">Fit (estimate)</th>
						<th scope="col">Decode at most</th>
					</tr>
				</thead>
				<tbody>
					{rows.map(({ quant, result }) => (
						<tr key={quant.label} className={result ? `fit-${result.verdict.replace(/ /g, "-")}` : undefined}>
							<th scope="row">{quant.label}</th>
							<td className="num">{quant.bytes === undefined ? "unknown" : gb(quant.bytes)}</td>
							<td className="num">{result ? gb(result.needBytes) : "–"}</td>
							<td>{result ? result.verdict : "size unknown"}</td>
							<td className="num">{result ? `≈ ${result.tokensPerSecond.toFixed(0)} tokens/s` : "–"}</td>
						</tr>
					))}
				</tbody>
			</table>
			<div id={`${id}-fit-note`} className="muted fit-note">
				{shown ? (
					<>
						<p>
							Estimates: need = weights + KV cache + overhead (0.5 GB + 5 % of the weights); fits within 90 % of the
							usable memory (
							{hardware.memory === "dedicated" ? "all of a GPU's own memory" : "75 % of memory shared with the system"}
							), tight within 100 %. Decode speed at most = memory bandwidth ÷ bytes read per token (weights + KV
							cache). For {rows.find((r) => r.result)?.quant.label}:
						</p>
						<pre className="code-plain">{shown.formula}</pre>
						{shown.assumptions.map((a) => (
							<p key={a}>Assumed: {a}.</p>
						))}
						<p>
							Hardware figures: <a href={hardware.source}>{hardware.source}</a>
						</p>
					</>
				) : (
					<p>The record gives no file sizes, so no fit can be estimated.</p>
				)}
			</div>
		</div>
	);
}
