import { data, Link, useLoaderData } from "react-router";
import { modelDocLinks } from "../lib/docs.server";
import type { Route } from "./+types/model-doc";

// The hosted docs link to model pages that are not written yet in their language: each gets a short page that says
// so and points to the English documentation of that model.
export async function loader({ params }: Route.LoaderArgs) {
	const link = (await modelDocLinks()).find((l) => l.lang === params.lang && l.slug === params.slug);
	if (!link || params.library !== "transformers") throw data(null, { status: 404, statusText: "Not Found" });
	return {
		...link,
		library: params.library,
		englishUrl: `https://huggingface.co/docs/transformers/model_doc/${link.slug}`,
	};
}

export const handle = { htmlLang: (d: { lang?: string } | undefined) => d?.lang };

export function meta({ data: d }: Route.MetaArgs) {
	return [{ title: d ? `${d.name} · ${d.library} docs · Modelhub` : "Docs · Modelhub" }];
}

export default function ModelDoc() {
	const d = useLoaderData<typeof loader>();
	return (
		<div className="page docs" lang={d.lang}>
			{d.lang === "tr" ? (
				<>
					<p className="breadcrumb">
						<Link to="/docs/transformers/tr/index">Belgeler: transformers</Link>
					</p>
					<h1>{d.name}</h1>
					<p>
						{d.name} modelinin Türkçe belge sayfası henüz yazılmadı. Bu model hakkındaki ayrıntıları İngilizce
						belgelerde bulabilirsiniz:{" "}
						<a href={d.englishUrl} target="_blank" rel="noopener">
							{d.name} (İngilizce)
						</a>
						.
					</p>
				</>
			) : (
				<>
					<p className="breadcrumb">
						<Link to="/docs/transformers/tr/index">Docs: transformers</Link>
					</p>
					<h1>{d.name}</h1>
					<p>
						This page is not hosted here yet. Read {d.name}'s documentation on the transformers site:{" "}
						<a href={d.englishUrl} target="_blank" rel="noopener">
							{d.name} (English)
						</a>
						.
					</p>
				</>
			)}
		</div>
	);
}
