/** SQLSTATE classes of a server out of reach or shutting down (connection, operator intervention, resources). */
const OUTAGE_STATES = /^(08|57P|53)/;
/** Node's codes for a peer or a disk that cannot be reached. */
const OUTAGE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "EIO", "ENOSPC"]);

/** Whether an error means a service the hub needs is out of reach (retry later), not that the request was wrong. */
export function isOutage(e: unknown): boolean {
	const code = (e as { code?: unknown })?.code;
	if (typeof code === "string" && (OUTAGE_STATES.test(code) || OUTAGE_CODES.has(code))) return true;
	const message = String((e as Error)?.message ?? "");
	return /Connection terminated|connection (refused|closed)|PGlite is closed|database system is (starting|shutting)/i.test(
		message,
	);
}
