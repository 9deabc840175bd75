// Vitest global setup for the "store-pg" project: a throwaway PostgreSQL cluster for the run, removed afterwards.
import { startPostgres } from "../../../../scripts/pg-cluster.mjs";

export default async function setup(): Promise<() => void> {
	const pg = await startPostgres({ fsync: "off" });
	process.env.MODELHUB_TEST_PG_URL = pg.url;
	return () => pg.stop();
}
