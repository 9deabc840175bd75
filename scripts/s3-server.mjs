// A throwaway S3-compatible server (the s3rver package, in this process) on a loopback address, with one empty
// bucket: used by the S3 tests and benchmarks. Its data lives in a temporary directory removed by stop().
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";

/**
 * Starts the server; resolves to `{ endpoint, bucket, env, stop() }`, `env` holding the AWS variables a hub needs
 * (`MODELHUB_BLOBS` included). The default address is 127.0.0.2, another host name than the hubs' 127.0.0.1: the
 * Python client reads a redirect's headers only when it leads to another host.
 */
export async function startS3({ address = "127.0.0.2", bucket = "modelhub", prefix = "hub" } = {}) {
	const dir = mkdtempSync(join(tmpdir(), "modelhub-s3-"));
	const server = new S3rver({
		address,
		port: 0,
		silent: true,
		directory: dir,
		configureBuckets: [{ name: bucket }],
	});
	const info = await server.run();
	const endpoint = `http://${address}:${info.port}`;
	return {
		endpoint,
		bucket,
		directory: dir,
		env: {
			MODELHUB_BLOBS: `s3://${bucket}/${prefix}`,
			AWS_ENDPOINT_URL: endpoint,
			AWS_REGION: "us-east-1",
			AWS_ACCESS_KEY_ID: "S3RVER",
			AWS_SECRET_ACCESS_KEY: "S3RVER",
		},
		async stop() {
			await server.close();
			rmSync(dir, { recursive: true, force: true });
		},
	};
}
