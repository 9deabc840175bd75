import { HUB_TOKEN_VARIABLE, INFERENCE_TOKEN_VARIABLE, type InferenceSnippet, type ModelRecord } from "@modelhub/core";
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { type Highlight, loadHighlighter } from "../lib/highlight.client";
import { useHydrated } from "../lib/hydrated";
import { languageLabel } from "../lib/languages";
import { CodeBlock } from "./CodeBlock";
import { TabList, tabPanelProps } from "./Tabs";

export interface LibraryTabData {
	key: string;
	label: string;
	snippets: { language: string; content: string; html: string }[];
	/** The release the library's snippets were checked against ("diffusers 0.40.0.dev0"), from the core's facts. */
	checked?: string;
}

const LANGUAGE_LABELS: Record<string, string> = { python: "Python", js: "JavaScript", sh: "cURL" };

/**
 * A library snippet's copy button names the library and, when the library has several snippets in one language, which
 * one: no two buttons on a page share a name ("Copy Transformers Python snippet 2").
 */
export function copyName(library: LibraryTabData, index: number): string {
	const snippet = library.snippets[index];
	if (!snippet) return "Copy snippet";
	const language = languageLabel(snippet.language);
	const same = library.snippets.filter((s) => s.language === snippet.language);
	const nth = library.snippets.slice(0, index + 1).filter((s) => s.language === snippet.language).length;
	return `Copy ${library.label} ${language} snippet${same.length > 1 ? ` ${nth}` : ""}`;
}

/** The panel's choices, read from and written to the URL so that a link or a reload restores them. */
export interface PanelSelection {
	library: string;
	provider: string;
	language: string;
	client: string;
	stream: boolean;
}

/** Picks the snippet to show: the requested language and client when they exist, else the first of each. */
export function pickSnippet(snippets: InferenceSnippet[], language: string, client: string) {
	const languages = [...new Set(snippets.map((s) => s.language))];
	const lang = languages.includes(language as InferenceSnippet["language"]) ? language : (languages[0] ?? "");
	const inLanguage = snippets.filter((s) => s.language === lang);
	const chosen = inLanguage.find((s) => s.client === client) ?? inLanguage[0];
	return { languages, language: lang, clients: inLanguage.map((s) => s.client), snippet: chosen };
}

/** The inference snippets written at build time: the default provider, without and (for chat) with streaming. */
export interface PrerenderedInference {
	plain: InferenceSnippet[];
	stream?: InferenceSnippet[];
}

// The local apps, their quant picker and the hardware fit are split off like the panel itself: prerendered with the
// page, hydrated when their code arrives.
const LocalApps = lazy(() => import("./LocalApps"));

type Writers = typeof import("../lib/inference-client");
let writers: Promise<Writers> | undefined;
const loadWriters = () => {
	writers ??= import("../lib/inference-client");
	return writers;
};

export function UsePanel({
	model,
	libraries,
	providers,
	notHosted,
	conversational,
	prerendered,
}: {
	model: ModelRecord;
	libraries: LibraryTabData[];
	providers: string[];
	/** Why no hosted inference provider serves this model (the core's `hostedInference`), or null when some do. */
	notHosted: string | null;
	conversational: boolean;
	prerendered: PrerenderedInference;
}) {
	const [params, setParams] = useSearchParams();
	const hydrated = useHydrated();
	// A choice shows at once from local state; the URL (written as a navigation, which React may defer) keeps it for
	// links and reloads.
	const [chosen, setChosen] = useState<Partial<Record<keyof PanelSelection, string>>>({});
	const get = (key: keyof PanelSelection) => chosen[key] ?? (hydrated ? (params.get(key) ?? "") : "");
	const selection: PanelSelection = {
		library: libraries.some((l) => l.key === get("library")) ? get("library") : (libraries[0]?.key ?? ""),
		provider: providers.includes(get("provider")) ? get("provider") : (providers[0] ?? ""),
		language: get("language"),
		client: get("client"),
		stream: conversational && get("stream") === "true",
	};
	const [billTo, setBillTo] = useState("");
	const select = (changes: Partial<Record<keyof PanelSelection, string>>) => {
		setChosen((current) => ({ ...current, ...changes }));
		const next = new URLSearchParams(params);
		for (const [k, v] of Object.entries(changes)) {
			if (v) next.set(k, v);
			else next.delete(k);
		}
		setParams(next, { replace: true, preventScrollReset: true });
	};

	// The default provider's snippets come with the page; other providers and a bill-to organisation need the
	// writers, which load on first use (they are not part of the page's own JavaScript).
	const usesDefaults = selection.provider === (providers[0] ?? "") && billTo.trim() === "";
	const [loaded, setLoaded] = useState<Writers | undefined>(undefined);
	useEffect(() => {
		if (!usesDefaults && !loaded) loadWriters().then(setLoaded, () => undefined);
	}, [usesDefaults, loaded]);
	const snippets = useMemo((): InferenceSnippet[] | undefined => {
		if (usesDefaults) return (selection.stream ? prerendered.stream : prerendered.plain) ?? prerendered.plain;
		if (!loaded) return undefined;
		try {
			return loaded.getInferenceSnippets(model, {
				provider: selection.provider,
				streaming: selection.stream,
				billTo: billTo.trim() || undefined,
			});
		} catch {
			// A provider that cannot serve this call (the options cannot be honoured) simply offers no snippet.
			return [];
		}
	}, [usesDefaults, loaded, model, prerendered, selection.provider, selection.stream, billTo]);
	const picked = pickSnippet(snippets ?? [], selection.language, selection.client);

	const [highlighter, setHighlighter] = useState<Highlight | undefined>(undefined);
	useEffect(() => {
		if (hydrated && picked.snippet)
			loadHighlighter().then(
				(h) => setHighlighter(() => h),
				() => undefined,
			);
	}, [hydrated, picked.snippet]);

	const library = libraries.find((l) => l.key === selection.library);
	return (
		<section className="panel" aria-labelledby="use-this-model">
			<h2 id="use-this-model">Use this model</h2>
			{libraries.length > 0 ? (
				<div className="panel-section">
					<h3>With a library</h3>
					<TabList
						label="Library"
						idPrefix="library"
						items={libraries.map((l) => ({ id: l.key, label: l.label }))}
						selected={selection.library}
						onSelect={(id) => select({ library: id })}
					/>
					<div {...tabPanelProps("library", selection.library)}>
						{library?.snippets.map((s, i) => (
							<CodeBlock
								// biome-ignore lint/suspicious/noArrayIndexKey: snippets of a library are positional
								key={`${library.key}-${i}`}
								code={s.content}
								language={s.language}
								html={s.html}
								copyLabel={copyName(library, i)}
							/>
						))}
						{library?.checked ? <p className="muted">Checked against {library.checked}</p> : null}
					</div>
				</div>
			) : (
				<p className="muted">No library snippet is known for this model's library.</p>
			)}
			<Suspense>
				<LocalApps model={model} />
			</Suspense>
			{notHosted !== null ? (
				<div className="panel-section">
					<h3>With an inference service</h3>
					<p className="muted">{notHosted}</p>
				</div>
			) : snippets === undefined || snippets.length > 0 || !usesDefaults ? (
				<div className="panel-section">
					<h3>With an inference service</h3>
					<p className="muted">
						These calls go to Hugging Face's inference service with a token of your huggingface.co account, read from{" "}
						<code>{INFERENCE_TOKEN_VARIABLE}</code>: never this hub's token, which stays in{" "}
						<code>{HUB_TOKEN_VARIABLE}</code>.
					</p>
					<div className="panel-controls">
						<label>
							Provider
							<select value={selection.provider} onChange={(e) => select({ provider: e.target.value })}>
								{providers.map((p) => (
									<option key={p} value={p}>
										{p}
									</option>
								))}
							</select>
						</label>
						{conversational ? (
							<label className="inline">
								<input
									type="checkbox"
									checked={selection.stream}
									onChange={(e) => select({ stream: e.target.checked ? "true" : "" })}
								/>
								Stream the reply
							</label>
						) : null}
						<label>
							Bill to (organisation, optional)
							<input type="text" value={billTo} onChange={(e) => setBillTo(e.target.value)} placeholder="my-org" />
						</label>
					</div>
					<TabList
						label="Language"
						idPrefix="language"
						items={picked.languages.map((l) => ({ id: l, label: LANGUAGE_LABELS[l] ?? l }))}
						selected={picked.language}
						onSelect={(id) => select({ language: id, client: "" })}
					/>
					<div {...tabPanelProps("language", picked.language)}>
						{picked.clients.length > 1 ? (
							<TabList
								label="Client"
								idPrefix="client"
								items={picked.clients.map((c) => ({ id: c, label: c }))}
								selected={picked.snippet?.client ?? ""}
								onSelect={(id) => select({ language: picked.language, client: id })}
							/>
						) : null}
						{snippets === undefined ? (
							<p className="muted" aria-busy="true">
								Writing the snippet…
							</p>
						) : null}
						{snippets !== undefined && snippets.length === 0 ? (
							<p className="muted">This provider does not serve this model's task.</p>
						) : null}
						{picked.snippet ? (
							<div {...(picked.clients.length > 1 ? tabPanelProps("client", picked.snippet.client) : {})}>
								<CodeBlock
									code={picked.snippet.content}
									language={picked.snippet.language}
									label={`${LANGUAGE_LABELS[picked.snippet.language] ?? picked.snippet.language} · ${picked.snippet.client}`}
									copyLabel={`Copy the ${picked.snippet.client} inference call`}
									html={highlighter?.(picked.snippet.content, picked.snippet.language)}
								/>
							</div>
						) : null}
					</div>
				</div>
			) : null}
		</section>
	);
}
