import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/paths.server";

// The static pages (tasks, quantization, docs, try) are prerendered to HTML at build time; the home page (what is
// popular), the model pages, the model list, the task pages (which link models in the store) and /libraries (which
// counts them) are rendered per request by the server (`modelhub serve`) from the catalogue store, so the build does
// not grow with the number of models.
export default {
	appDirectory: "app",
	ssr: true,
	prerender: { paths: prerenderPaths, concurrency: 2 },
} satisfies Config;
