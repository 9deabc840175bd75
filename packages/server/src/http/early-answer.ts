import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * How long a client may go on sending a body after its request was answered, before its connection is closed: long
 * enough for a client that reads the answer only once its body is sent (curl, Node's fetch: closing under them loses
 * the answer) to send tens of megabytes on a slow link; dropping bytes costs the hub next to nothing meanwhile.
 */
export const LINGER_MS = 30_000;

/**
 * After a request is answered before its body was read whole (a refusal found on the way: a commit past its line
 * limit, a body too large): the rest of the body is read and dropped, unparsed, for at most LINGER_MS, then the
 * connection is closed. A client that reads the answer only once it has sent everything then gets it rather than a
 * reset connection (huggingface_hub's httpx reads it either way), and no client keeps the hub on a refused body long.
 */
export function endAfterEarlyAnswer(req: IncomingMessage, res: ServerResponse): void {
	if (req.complete || req.destroyed) return;
	const socket = req.socket;
	const close = setTimeout(() => socket.destroy(), LINGER_MS);
	close.unref();
	req.once("end", () => clearTimeout(close));
	req.once("close", () => clearTimeout(close));
	// Dropped as it arrives; once the body is over, the connection serves the client's next request as usual.
	res.once("finish", () => req.resume());
}
