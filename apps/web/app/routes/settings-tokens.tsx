import { shWord } from "@modelhub/core";
import { useEffect, useRef } from "react";
import { data, Form, useActionData, useLoaderData, useNavigation, useRouteError } from "react-router";
import { CsrfField, FormMessage } from "../components/account/FormMessage";
import { SettingsNav } from "../components/account/SettingsNav";
import { TokenCreated } from "../components/account/TokenCreated";
import { TokenList } from "../components/account/TokenList";
import { ErrorPage } from "../components/ErrorPage";
import { accountFailure, csrfFailure, failure, field, hubOf, readForm, requireUser } from "../lib/account.server";
import type { Route } from "./+types/settings-tokens";
import "../account.css";

export function meta() {
	return [{ title: "Access tokens · Modelhub" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const hub = hubOf(context);
	const user = requireUser(hub, request);
	const now = Date.now();
	const tokens = (await hub.store.tokens.list(user))
		.filter((t) => t.revokedAt === null)
		.map((t) => ({
			id: t.id,
			name: t.name,
			role: t.role,
			createdAt: t.createdAt.toISOString(),
			expiresAt: t.expiresAt?.toISOString() ?? null,
			lastUsedAt: t.lastUsedAt?.toISOString() ?? null,
			expired: t.expiresAt !== null && t.expiresAt.getTime() <= now,
		}));
	return { user, tokens, csrf: hub.auth.csrf ?? null };
}

const MAX_DAYS = 3650;

/** The expiry a form asks for: none (empty), or a whole number of days from now. */
function expiryOf(text: string): Date | undefined | string {
	if (!text) return undefined;
	const days = Number(text);
	if (!/^\d{1,4}$/.test(text) || days < 1 || days > MAX_DAYS)
		return `The expiry is a whole number of days from 1 to ${MAX_DAYS}, or empty for a token that does not expire.`;
	return new Date(Date.now() + days * 86_400_000);
}

// Makes a token (its secret is in this one answer, which no cache keeps) or revokes one of the user's tokens.
export async function action({ request, context }: Route.ActionArgs) {
	const hub = hubOf(context);
	const user = requireUser(hub, request);
	const form = await readForm(request);
	const refused = csrfFailure(hub, form);
	if (refused) return refused;
	const intent = field(form, "intent", 20);
	if (intent === "revoke") {
		const id = field(form, "id", 100);
		const token = (await hub.store.tokens.list(user)).find((t) => t.id === id && t.revokedAt === null);
		if (!token || !(await hub.store.tokens.revoke(user, token.id)))
			return failure("That token is already revoked, or it is not yours.");
		return { done: `Revoked the token ${token.name}: it no longer works.` };
	}
	if (intent !== "create") return failure("This form asks for nothing this page does.");
	const name = field(form, "name", 200).trim();
	const role = field(form, "role", 20);
	if (!name) return failure("Give the token a name (what it is for), so that you know which one to revoke later.");
	if (role !== "read" && role !== "write") return failure("A token's role is read or write.");
	const expires = expiryOf(field(form, "expires", 20).trim());
	if (typeof expires === "string") return failure(expires);
	try {
		const { token, info } = await hub.store.tokens.create({
			owner: user,
			name,
			role,
			...(expires ? { expiresAt: expires } : {}),
		});
		// Every value goes through the shell's literal writer: a token or an address is one word, whatever it holds.
		const endpoint = `export HF_ENDPOINT=${shWord(hub.origin)}`;
		const created = {
			token,
			name: info.name,
			role: info.role,
			shell: `${endpoint}\nexport HF_TOKEN=${shWord(token)}`,
			login: `${endpoint}\nhf auth login --token ${shWord(token)}`,
		};
		return data({ created }, { headers: { "Cache-Control": "no-store" } });
	} catch (e) {
		return accountFailure(e);
	}
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
	return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export function ErrorBoundary() {
	return <ErrorPage error={useRouteError()} />;
}

export default function Tokens() {
	const { tokens, csrf } = useLoaderData<typeof loader>();
	const result = useActionData<typeof action>();
	const busy = useNavigation().state === "submitting";
	const form = useRef<HTMLFormElement>(null);
	const created = result && "created" in result ? result.created : undefined;
	useEffect(() => {
		if (created) form.current?.reset();
	}, [created]);
	return (
		<div className="page narrow">
			<SettingsNav />
			<h1>Access tokens</h1>
			<p>
				A token lets the Hub's clients act as you on this hub: send it as <code>HF_TOKEN</code>. A <em>read</em> token
				reads what you may see (private and gated models included); a <em>write</em> token may also change what you may
				change.
			</p>
			<FormMessage
				error={result && "error" in result ? result.error : undefined}
				done={result && "done" in result ? result.done : undefined}
			/>
			{created ? <TokenCreated created={created} /> : null}
			<h2>New token</h2>
			<Form method="post" className="stack-form" ref={form}>
				<CsrfField token={csrf} />
				<input type="hidden" name="intent" value="create" />
				<label>
					Name
					<input name="name" required maxLength={100} placeholder="laptop" />
				</label>
				<fieldset>
					<legend>Role</legend>
					<label className="inline">
						<input type="radio" name="role" value="read" defaultChecked /> read
					</label>
					<label className="inline">
						<input type="radio" name="role" value="write" /> write
					</label>
				</fieldset>
				<label>
					Expires after (days, optional)
					<input name="expires" type="number" min={1} max={MAX_DAYS} step={1} inputMode="numeric" />
				</label>
				<button type="submit" disabled={busy}>
					Create token
				</button>
			</Form>
			<h2>Your tokens</h2>
			<TokenList tokens={tokens} csrf={csrf} />
		</div>
	);
}
