// Preloaded into every JavaScript snippet run (node --import): every fetch to a host other than the stand-in goes
// to the stand-in instead, as <origin>/<host>/<path>, so the client libraries' own URLs (the Hub API, the router,
// fal's queue) never leave the machine. The snippets' own base URLs were already rewritten the same way.
const origin = process.env.MODELHUB_STANDIN;
if (!origin) throw new Error("MODELHUB_STANDIN is not set");
const standIn = new URL(origin).host;
const send = globalThis.fetch;

function redirected(url) {
	const u = new URL(url);
	if (u.protocol !== "http:" && u.protocol !== "https:") return url;
	return u.host === standIn ? url : `${origin}/${u.host}${u.pathname}${u.search}`;
}

globalThis.fetch = (input, init) => {
	if (input instanceof Request) return send(new Request(redirected(input.url), input), init);
	return send(redirected(String(input)), init);
};
