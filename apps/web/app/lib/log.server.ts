import { redactSecrets } from "@modelhub/core";
import type { HubContext } from "@modelhub/server";

/**
 * Writes one line about this request's failure to the hub's error log (which names the request's id and redacts
 * secrets); outside the hub (prerendering at build time), to stderr, redacted all the same.
 */
export function logFailure(context: Partial<HubContext> | undefined, line: string): void {
	if (context?.log) context.log(line);
	else process.stderr.write(`${redactSecrets(line)}\n`);
}
