import type { IncomingMessage } from "node:http";
import { ANONYMOUS, type Caller } from "@modelhub/store";
import type { Hub } from "./context.js";

/** Who a request comes from. Until the hub has accounts, everyone is anonymous. */
export async function identify(_req: IncomingMessage, _hub: Hub): Promise<Caller> {
	return ANONYMOUS;
}
