import {
	formatGigabytes as gb,
	HARDWARE,
	type Hardware,
	localApps,
	type ModelRecord,
	modelFacts,
} from "@modelhub/core";
import { useEffect, useId, useMemo, useState } from "react";
import { AppSteps } from "./local/AppSteps";
import { FitTable } from "./local/FitTable";
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
