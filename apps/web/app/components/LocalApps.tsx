import {
	type FitResult,
	fit,
	type GgufQuant,
	HARDWARE,
	type Hardware,
	type LocalAppResult,
	localApps,
	type ModelRecord,
	modelFacts,
} from "@modelhub/core";
import { useEffect, useId, useMemo, useState } from "react";
import { CodeBlock } from "./CodeBlock";
import { CopyButton } from "./CopyButton";
import { TabList, tabPanelProps } from "./Tabs";

/** Where the chosen hardware is remembered between visits. */
export const HARDWARE_STORAGE_KEY = "modelhub.hardware";
const CONTEXTS = [2048, 4096, 8192, 16384, 32768, 131072];
const KIND_LABELS: Record<Hardware["kind"], string> = {
	nvidia: "NVIDIA GPUs",
	amd: "AMD GPUs",
	apple: "Apple silicon (unified memory)",
	cpu: "CPU only (system RAM)",
};

function readStoredHardware(): string {
	try {
		return globalThis.localStorage?.getItem(HARDWARE_STORAGE_KEY) ?? "";
	} catch {
		return "";
	}
}

function storeHardware(key: string): void {
	try {
		if (key) globalThis.localStorage?.setItem(HARDWARE_STORAGE_KEY, key);
		else globalThis.localStorage?.removeItem(HARDWARE_STORAGE_KEY);
	} catch {
		// Storage may be off (private mode): the choice then lasts for this page only.
	}
}

const gb = (bytes: number) => `${(bytes / 1e9).toFixed(bytes < 10e9 ? 2 : 1)} GB`;

/**
 * Run the model in a local app: the apps that run it (tabs), a GGUF quant picker, copy buttons that name what they
 * copy and deep-link buttons; with a hardware picker (remembered in localStorage) each GGUF quant shows whether it
 * fits and how fast it decodes at most. Renders nothing when no app runs the model.
 */
export default function LocalApps({ model }: { model: ModelRecord }) {
	const id = useId();
	const [quantLabel, setQuantLabel] = useState("");
	const [appKey, setAppKey] = useState("");
	const [hardwareKey, setHardwareKey] = useState("");
	const [context, setContext] = useState(4096);
	// localStorage is read after hydration: the prerendered HTML has no hardware chosen.
	useEffect(() => setHardwareKey(readStoredHardware()), []);

	const answer = useMemo(() => localApps(model, quantLabel ? { quant: quantLabel } : {}), [model, quantLabel]);
	const hardware = HARDWARE.find((h) => h.key === hardwareKey);
	const facts = useMemo(() => modelFacts(model), [model]);
	if (!answer.ok || answer.apps.length === 0) return null;
	const app = answer.apps.find((a) => a.key === appKey) ?? answer.apps[0];
	if (!app) return null;

	return (
		<div className="panel-section local-apps">
			<h3>Local apps</h3>
			<div className="panel-controls">
				{answer.quants.length > 0 ? (
					<label>
						GGUF quant
						<select value={answer.quant?.label ?? ""} onChange={(e) => setQuantLabel(e.target.value)}>
							{answer.quants.map((q) => (
								<option key={q.label} value={q.label}>
									{q.label}
									{q.bytes !== undefined ? ` (${gb(q.bytes)})` : ""}
								</option>
							))}
						</select>
					</label>
				) : null}
				{answer.quants.length > 0 ? (
					<label>
						Your hardware
						<select
							value={hardwareKey}
							onChange={(e) => {
								setHardwareKey(e.target.value);
								storeHardware(e.target.value);
							}}
						>
							<option value="">Choose to see what fits…</option>
							{(Object.keys(KIND_LABELS) as Hardware["kind"][]).map((kind) => (
								<optgroup key={kind} label={KIND_LABELS[kind]}>
									{HARDWARE.filter((h) => h.kind === kind).map((h) => (
										<option key={h.key} value={h.key}>
											{h.label}
										</option>
									))}
								</optgroup>
							))}
						</select>
					</label>
				) : null}
				{hardware && answer.quants.length > 0 ? (
					<label>
						Context (tokens)
						<select value={context} onChange={(e) => setContext(Number(e.target.value))}>
							{CONTEXTS.map((c) => (
								<option key={c} value={c}>
									{c.toLocaleString("en-US")}
								</option>
							))}
						</select>
					</label>
				) : null}
			</div>
			{hardware && answer.quants.length > 0 ? (
				<FitTable quants={answer.quants} hardware={hardware} facts={facts} context={context} id={id} />
			) : null}
			<TabList
				label="Local app"
				idPrefix={`${id}-app`}
				items={answer.apps.map((a) => ({ id: a.key, label: a.label }))}
				selected={app.key}
				onSelect={setAppKey}
			/>
			<div {...tabPanelProps(`${id}-app`, app.key)}>
				<AppSteps app={app} />
			</div>
		</div>
	);
}

function AppSteps({ app }: { app: LocalAppResult }) {
	return (
		<>
			<p className="muted">
				{app.platforms ? `${app.platforms}. ` : ""}
				{app.quant ? `Uses the ${app.quant} file. ` : ""}
				<a href={app.docsUrl}>{app.label} documentation</a>
			</p>
			{app.steps.map((step, i) =>
				step.kind === "snippet" ? (
					// biome-ignore lint/suspicious/noArrayIndexKey: an app's steps are positional
					<div key={`${app.key}-${i}`}>
						<p>{step.title}</p>
						<CodeBlock
							code={step.content}
							language="bash"
							label="Shell"
							copyLabel={`Copy the ${app.label} command${app.steps.length > 1 ? ` (step ${i + 1})` : ""}`}
						/>
					</div>
				) : (
					// biome-ignore lint/suspicious/noArrayIndexKey: an app's steps are positional
					<p key={`${app.key}-${i}`} className="app-link">
						<a className="button" href={step.url}>
							{step.title}
						</a>{" "}
						<CopyButton text={step.url} label={`Copy the ${app.label} link`} />
					</p>
				),
			)}
		</>
	);
}

function FitTable({
	quants,
	hardware,
	facts,
	context,
	id,
}: {
	quants: GgufQuant[];
	hardware: Hardware;
	facts: ReturnType<typeof modelFacts>;
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
