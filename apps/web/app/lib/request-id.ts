import { createContext, useContext } from "react";

/**
 * The id of the request a page answers (its `X-Request-Id`), given by the server's renderer. Only the server knows it:
 * in the browser it is undefined, and what the server wrote is kept (see RequestId).
 */
export const RequestIdContext = createContext<string | undefined>(undefined);

/** The request id the page was rendered for, on the server; undefined in the browser. */
export function useRequestId(): string | undefined {
	return useContext(RequestIdContext);
}
