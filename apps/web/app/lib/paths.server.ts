import { DOC_PAGES, modelDocLinks } from "./docs.server";

/** Every URL the build prerenders to HTML: the pages that do not read the model store. */
export async function prerenderPaths(): Promise<string[]> {
	const docs = DOC_PAGES.flatMap(([library, lang, page]) => [
		`/docs/${library}/${lang}`,
		`/docs/${library}/${lang}/${page}`,
	]);
	const modelDocs = (await modelDocLinks()).map((l) => `/docs/transformers/${l.lang}/model_doc/${l.slug}`);
	// The home page reads the store (what is popular), so the server renders it per request.
	return ["/tasks", "/quantization", "/try", ...docs, ...modelDocs];
}
