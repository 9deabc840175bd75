import { ESTIMATE_CONTEXT, estimateSizes, type SizeEstimate } from "@modelhub/core";
import { useId } from "react";
import { formatBits, formatGb, formatInteger, formatParameters } from "./format";
import { parseBudget, parseParameterCount } from "./parse";
import { fileTypeAnchor } from "./RowAnchor";

const CONTEXT = ESTIMATE_CONTEXT.toLocaleString("en-US");

/**
 * One line about the whole estimate: the largest file type that fits (weights, a KV cache for the estimator's context
 * length and the runtime overhead, as the fit column counts), or how much the smallest one needs.
 */
function summary(estimates: SizeEstimate[], budget: number): string {
	const fitting = estimates.filter((e) => e.fits);
	// Recommend a real GGUF file type over a publisher's naming-only one.
	const best = fitting.find((e) => e.status === "current") ?? fitting[0];
	if (best)
		return `${fitting.length} of ${estimates.length} file types fit in ${formatGb(budget)} GB with a ${CONTEXT}-token context; the largest is ${best.name}, about ${formatGb(best.gb)} GB of weights and ${formatGb((best.needBytes ?? best.bytes) / 1e9)} GB in all.`;
	const smallest = estimates.at(-1);
	return smallest
		? `Nothing fits in ${formatGb(budget)} GB: even ${smallest.name} needs about ${formatGb((smallest.needBytes ?? smallest.bytes) / 1e9)} GB with a ${CONTEXT}-token context.`
		: "";
}

/**
 * Estimated file size per file type from a parameter count, and whether each fits a memory budget. The two texts are
 * controlled by the caller (the page keeps them in the URL).
 */
export function SizeEstimator({
	parameters,
	budget,
	onParametersChange,
	onBudgetChange,
}: {
	parameters: string;
	budget: string;
	onParametersChange: (text: string) => void;
	onBudgetChange: (text: string) => void;
}) {
	const id = useId();
	const count = parseParameterCount(parameters);
	const memory = parseBudget(budget);
	const limit = memory.ok ? memory.value : undefined;
	const estimates =
		count.ok && memory.ok ? estimateSizes(count.value, limit).filter((e) => e.status !== "retired") : undefined;
	return (
		<div className="estimator">
			<form className="panel-controls" onSubmit={(e) => e.preventDefault()}>
				<div className="field">
					<label htmlFor={`${id}-params`}>Parameters</label>
					<input
						id={`${id}-params`}
						type="text"
						inputMode="decimal"
						autoComplete="off"
						spellCheck={false}
						value={parameters}
						placeholder="8B"
						aria-invalid={!count.ok}
						aria-describedby={`${id}-params-note`}
						onChange={(e) => onParametersChange(e.target.value)}
					/>
					<span id={`${id}-params-note`} className={count.ok ? "field-note" : "field-note field-error"}>
						{count.ok ? `${formatInteger(count.value)} (${formatParameters(count.value)})` : count.error}
					</span>
				</div>
				<div className="field">
					<label htmlFor={`${id}-budget`}>Memory budget (GB)</label>
					<input
						id={`${id}-budget`}
						type="text"
						inputMode="decimal"
						autoComplete="off"
						value={budget}
						placeholder="24"
						aria-invalid={!memory.ok}
						aria-describedby={`${id}-budget-note`}
						onChange={(e) => onBudgetChange(e.target.value)}
					/>
					<span id={`${id}-budget-note`} className={memory.ok ? "field-note" : "field-note field-error"}>
						{memory.ok ? (limit === undefined ? "Optional" : `${formatGb(limit)} GB of 10⁹ bytes`) : memory.error}
					</span>
				</div>
			</form>
			<p className="muted" aria-live="polite">
				{estimates && limit !== undefined ? summary(estimates, limit) : ""}
			</p>
			{estimates ? (
				<div className="table-scroll">
					<table className="quant-table estimate-table">
						<caption className="visually-hidden">Estimated file size per file type</caption>
						<thead>
							<tr>
								<th scope="col">File type</th>
								<th scope="col">Bits per weight</th>
								<th scope="col">Estimated size</th>
								{limit !== undefined ? <th scope="col">Needs (weights + {CONTEXT}-token cache + overhead)</th> : null}
								{limit !== undefined ? <th scope="col">Fits in {formatGb(limit)} GB?</th> : null}
							</tr>
						</thead>
						<tbody>
							{estimates.map((e) => (
								<tr key={e.name} className={e.fits === false ? "too-big" : undefined}>
									<th scope="row">
										<a href={`#${fileTypeAnchor(e.name)}`}>{e.name}</a>
										{e.status === "naming" ? <span className="muted"> (naming only)</span> : null}
									</th>
									<td className="num">≈ {formatBits(e.bitsPerWeight)}</td>
									<td className="num">{formatGb(e.gb)} GB</td>
									{e.needBytes === undefined ? null : <td className="num">{formatGb(e.needBytes / 1e9)} GB</td>}
									{e.fits === undefined ? null : (
										<td className={e.fits ? "fit yes" : "fit no"}>
											<span aria-hidden="true">{e.fits ? "✓ " : "✗ "}</span>
											{e.fits ? "Fits" : "Too big"}
										</td>
									)}
								</tr>
							))}
						</tbody>
					</table>
				</div>
			) : null}
		</div>
	);
}
