import { data, Link, useLoaderData, useSearchParams } from "react-router";
import { CopyButton } from "../components/CopyButton";
import { ExternalLink } from "../components/ExternalLink";
import { loadDoc } from "../lib/docs.server";
import type { Route } from "./+types/doc";

export async function loader({ params }: Route.LoaderArgs) {
	const doc = await loadDoc(params.library ?? "", params.lang ?? "", params.page ?? "");
	if (!doc) throw data(null, { status: 404, statusText: "Not Found" });
	const { html, title, outline, markdown, lang, library, sourceUrl } = doc;
	return { html, title, outline, markdown, lang, library, sourceUrl, page: params.page ?? "index" };
}

export const handle = { htmlLang: (d: { lang?: string } | undefined) => d?.lang };

export function meta({ data: d }: Route.MetaArgs) {
	return d ? [{ title: `${d.title} · ${d.library} docs · Modelhub` }] : [{ title: "Docs · Modelhub" }];
}

const CHROME: Record<string, { outline: string; copy: string; copied: string; docs: string }> = {
	tr: { outline: "Bu sayfada", copy: "Sayfayı Markdown olarak kopyala", copied: "Kopyalandı", docs: "Belgeler" },
	en: { outline: "On this page", copy: "Copy page as Markdown", copied: "Copied", docs: "Docs" },
};

const LANGUAGE_NAMES: Record<string, string> = { tr: "Turkish" };

/** The English original of a hosted page, on the library's documentation site. */
function englishUrl(library: string, page: string): string {
	return `https://huggingface.co/docs/${encodeURIComponent(library)}/${page === "index" ? "index" : encodeURIComponent(page)}`;
}

export default function DocPage() {
	const d = useLoaderData<typeof loader>();
	// `fw` picks a framework (pt, tf, …) for framework-specific code blocks; this page has none, so it is accepted and
	// has no visible effect (the page renders identically with and without it).
	const [params] = useSearchParams();
	params.get("fw");
	const t = CHROME[d.lang] ?? (CHROME.en as (typeof CHROME)[string]);
	return (
		<div className="page docs" lang={d.lang}>
			<p className="breadcrumb">
				<Link to={`/docs/${d.library}/${d.lang}/index`}>
					{t.docs}: {d.library}
				</Link>
			</p>
			{d.lang !== "en" ? (
				<p className="lang-switch" lang="en">
					This page is in {LANGUAGE_NAMES[d.lang] ?? d.lang}; this hub hosts no English version of it:{" "}
					<ExternalLink href={englishUrl(d.library, d.page)}>read it in English on Hugging Face</ExternalLink>
				</p>
			) : null}
			<div className="docs-layout">
				<aside className="docs-aside">
					<nav aria-label={t.outline}>
						<h2 className="outline-title">{t.outline}</h2>
						<ul className="outline">
							{d.outline.map((o) => (
								<li key={o.id} className={`depth-${o.depth}`}>
									<a href={`#${o.id}`}>{o.text}</a>
								</li>
							))}
						</ul>
					</nav>
					<CopyButton text={d.markdown} label={t.copy} doneLabel={t.copied} />
				</aside>
				{/* biome-ignore lint/security/noDangerouslySetInnerHtml: HTML rendered at build time from our own Markdown */}
				<article className="docs-body" dangerouslySetInnerHTML={{ __html: d.html }} />
			</div>
		</div>
	);
}
