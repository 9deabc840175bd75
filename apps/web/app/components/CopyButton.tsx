import { useEffect, useState } from "react";

/** Copies `text` to the clipboard and says so for two seconds (announced to screen readers). */
export function CopyButton({
	text,
	label = "Copy",
	doneLabel = "Copied",
	short,
}: {
	text: string;
	/** The button's name, saying what it copies. */
	label?: string;
	doneLabel?: string;
	/** Shown instead of the name where space is short (a code block's toolbar); the name begins with it. */
	short?: string;
}) {
	const [state, setState] = useState<"idle" | "done" | "failed">("idle");
	useEffect(() => {
		if (state === "idle") return;
		const timer = setTimeout(() => setState("idle"), 2000);
		return () => clearTimeout(timer);
	}, [state]);
	return (
		<button
			type="button"
			className="copy-button"
			aria-label={short && state === "idle" ? label : undefined}
			onClick={() => {
				navigator.clipboard.writeText(text).then(
					() => setState("done"),
					() => setState("failed"),
				);
			}}
		>
			<span aria-live="polite">
				{state === "done" ? doneLabel : state === "failed" ? "Copy failed" : (short ?? label)}
			</span>
		</button>
	);
}
