import { loadCatalog } from "@modelhub/catalog";
import { listTasks } from "@modelhub/core";
import { DOC_PAGES, modelDocLinks } from "./docs.server";

/** Every URL the build prerenders to HTML. */
export async function prerenderPaths(): Promise<string[]> {
	const docs = DOC_PAGES.flatMap(([library, lang, page]) => [
		`/docs/${library}/${lang}`,
		`/docs/${library}/${lang}/${page}`,
	]);
	const modelDocs = (await modelDocLinks()).map((l) => `/docs/transformers/${l.lang}/model_doc/${l.slug}`);
	return [
		"/",
		"/tasks",
		"/models",
		"/libraries",
		"/quantization",
		"/try",
		...listTasks().map((t) => `/tasks/${t.id}`),
		...loadCatalog().map((m) => `/${m.id}`),
		...docs,
		...modelDocs,
	];
}
