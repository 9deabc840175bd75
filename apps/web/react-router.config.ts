import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/paths.server";

// Every route is prerendered to HTML at build time and hydrated in the browser; there is no server at run time.
export default {
	appDirectory: "app",
	ssr: false,
	prerender: { paths: prerenderPaths, concurrency: 2 },
} satisfies Config;
