import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
	plugins: [reactRouter()],
	resolve: {
		// Compile the core from source: one module graph, so unused parts of it are shaken out of the client bundle.
		alias: { "@modelhub/core": fileURLToPath(new URL("../../packages/core/src/index.ts", import.meta.url)) },
	},
	// The catalogue reads its JSON files next to its own module: load it from its package, not from a bundle.
	// Packages that read files or open databases at load are loaded from node_modules by the server, not bundled.
	ssr: { external: ["@modelhub/catalog", "@modelhub/store"] },
	// Warnings and errors only: the per-file size table and the prerender progress (hundreds of lines) are left out.
	logLevel: "warn",
	// Rolldown's plugin timing notices are for profiling a build, not for reading one.
	build: {
		target: "es2022",
		reportCompressedSize: false,
		rolldownOptions: {
			checks: { pluginTimings: false },
			// The small components and helpers that many pages load at once go into one chunk (with React Router, which
			// they import) instead of one file each: a page's first JavaScript is 5-7 files instead of 8-14, and each
			// file gzipped alone carries its own overhead (the model page's entry 116.3 -> 115.1 kB, /models 114.1 ->
			// 113.5 kB; bench section 5).
			output: {
				codeSplitting: {
					groups: [
						{
							name: "shell",
							test: /app\/(components\/(ErrorPage|SearchBox|ScrollRegion|CopyButton|Heading)|lib\/(model-facts|revalidate|hydrated))\./,
						},
					],
				},
			},
		},
	},
});
