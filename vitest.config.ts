import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const core = fileURLToPath(new URL("./packages/core/src/index.ts", import.meta.url));
const store = fileURLToPath(new URL("./packages/store/src/index.ts", import.meta.url));
const server = fileURLToPath(new URL("./packages/server/src/index.ts", import.meta.url));

export default defineConfig({
	resolve: { alias: { "@modelhub/core": core, "@modelhub/store": store, "@modelhub/server": server } },
	test: {
		projects: [
			{
				extends: true,
				test: { name: "core", environment: "node", include: ["packages/core/test/**/*.test.ts"], testTimeout: 60_000 },
			},
			{
				extends: true,
				test: {
					name: "cli",
					environment: "node",
					include: ["packages/cli/test/**/*.test.ts"],
					testTimeout: 60_000,
					hookTimeout: 60_000,
				},
			},
			{
				extends: true,
				test: {
					name: "server",
					environment: "node",
					include: ["packages/server/test/**/*.test.ts"],
					testTimeout: 60_000,
					hookTimeout: 120_000,
				},
			},
			{
				extends: true,
				test: {
					name: "store",
					environment: "node",
					include: ["packages/store/test/**/*.test.ts"],
					env: { MODELHUB_TEST_ENGINE: "pglite" },
					testTimeout: 120_000,
					hookTimeout: 120_000,
				},
			},
			{
				// The same store tests on a throwaway PostgreSQL server: one SQL, two engines.
				extends: true,
				test: {
					name: "store-pg",
					environment: "node",
					include: ["packages/store/test/**/*.test.ts"],
					// The embedded store's own behaviour (its lock file) has no PostgreSQL counterpart, and the data viewer
					// reads blobs, never the database.
					exclude: ["packages/store/test/**/*.pglite.test.ts", "packages/store/test/viewer/**"],
					env: { MODELHUB_TEST_ENGINE: "postgres" },
					globalSetup: ["packages/store/test/helpers/pg-server.ts"],
					testTimeout: 120_000,
					hookTimeout: 120_000,
				},
			},
			{
				extends: true,
				test: {
					name: "compat",
					environment: "node",
					include: ["compat/test/**/*.test.ts"],
					testTimeout: 300_000,
					hookTimeout: 300_000,
					fileParallelism: false,
				},
			},
			{
				extends: true,
				test: {
					name: "web",
					environment: "happy-dom",
					include: ["apps/web/test/**/*.test.{ts,tsx}"],
					setupFiles: ["apps/web/test/setup.ts"],
				},
			},
			{
				extends: true,
				test: {
					name: "browser",
					environment: "node",
					include: ["apps/web/e2e/**/*.test.ts"],
					testTimeout: 120_000,
					hookTimeout: 120_000,
					fileParallelism: false,
				},
			},
		],
	},
});
