import type { GgufReport } from "@modelhub/core";
import { type DragEvent, useId, useRef, useState } from "react";
import type { GgufReportView } from "./GgufReportView";

type State =
	| { kind: "idle" }
	| { kind: "reading"; file: string }
	| { kind: "done"; file: string; report: GgufReport }
	| { kind: "failed"; file: string; message: string };

/**
 * Reads the header of a GGUF file chosen or dropped by the visitor, in the browser: only the header's bytes are
 * sliced from the file, and nothing is sent anywhere.
 */
export function GgufInspector({ onParameters }: { onParameters?: (count: number) => void }) {
	const id = useId();
	const [state, setState] = useState<State>({ kind: "idle" });
	const [over, setOver] = useState(false);
	const latest = useRef(0);
	const [View, setView] = useState<typeof GgufReportView | undefined>(undefined);

	const inspect = async (file: File) => {
		const run = ++latest.current;
		setState({ kind: "reading", file: file.name });
		try {
			const { blobSource, inspectGguf, GgufReportView: ReportView } = await import("../../lib/gguf-client");
			setView(() => ReportView);
			const report = await inspectGguf(blobSource(file), file.name);
			if (run === latest.current) setState({ kind: "done", file: file.name, report });
		} catch (error) {
			const message = error instanceof Error ? error.message : String(error);
			if (run === latest.current) setState({ kind: "failed", file: file.name, message });
		}
	};

	const onDrop = (e: DragEvent<HTMLElement>) => {
		e.preventDefault();
		setOver(false);
		const file = e.dataTransfer.files[0];
		if (file) void inspect(file);
	};

	return (
		<div className="inspector">
			<section
				aria-label="Drop zone for a GGUF file"
				className={over ? "drop-zone over" : "drop-zone"}
				onDragEnter={(e) => {
					e.preventDefault();
					setOver(true);
				}}
				onDragOver={(e) => {
					e.preventDefault();
					e.dataTransfer.dropEffect = "copy";
				}}
				onDragLeave={(e) => {
					if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(false);
				}}
				onDrop={onDrop}
			>
				<p className="drop-title">Drop a .gguf file here, or choose one.</p>
				<label htmlFor={`${id}-file`} className="file-label">
					GGUF file
				</label>
				<input
					id={`${id}-file`}
					type="file"
					accept=".gguf"
					aria-describedby={`${id}-privacy`}
					onChange={(e) => {
						const file = e.target.files?.[0];
						if (file) void inspect(file);
						e.target.value = "";
					}}
				/>
				<p id={`${id}-privacy`} className="muted privacy">
					The file never leaves your machine: this page reads only its header, in your browser, and uploads nothing.
					Multi-gigabyte files are fine.
				</p>
			</section>
			<div aria-live="polite" className="inspector-status">
				{state.kind === "reading" ? <p>Reading the header of {state.file}…</p> : null}
			</div>
			{state.kind === "failed" ? (
				<p role="alert" className="inspect-error">
					Could not read <strong>{state.file}</strong>: {state.message}
				</p>
			) : null}
			{state.kind === "done" && View ? (
				<View file={state.file} report={state.report} onParameters={onParameters} />
			) : null}
		</div>
	);
}
