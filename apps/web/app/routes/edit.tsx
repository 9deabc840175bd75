import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation, useRouteError } from "react-router";
import { CsrfField, FormMessage } from "../components/account/FormMessage";
import { ErrorPage } from "../components/ErrorPage";
import { CardChecks } from "../components/write/CardChecks";
import { csrfFailure, readForm } from "../lib/account.server";
import { renderPageCard } from "../lib/card-render.server";
import { commitFailure, summaryOf, writable } from "../lib/write.server";
import type { Route } from "./+types/edit";
import "../account.css";

export function meta({ data: d }: Route.MetaArgs) {
	return [{ title: d ? `Edit model card · ${d.id} · Modelhub` : "Page not found · Modelhub" }];
}

/** The file this editor edits: the model card. */
const CARD = "README.md";
/** The longest card the editor takes (characters). */
const MAX_CARD = 1_000_000;

const notFound = () => data(null, { status: 404, statusText: "Not Found" });

export async function loader({ params, context }: Route.LoaderArgs) {
	const { hub, access } = writable(context);
	if (params["*"] !== CARD || !(await hub.store.revisions.resolve(access, params.rev))) throw notFound();
	const file = await context.repoFile?.(params.rev, CARD);
	if (file?.withheld)
		throw data({ badQuery: "this card is too large or not text, so it cannot be edited here" }, { status: 400 });
	return {
		id: access.id,
		rev: params.rev,
		text: file?.text ?? "",
		exists: file !== undefined,
		csrf: hub.auth.csrf ?? null,
	};
}

// Previews the card as the model page would show it, with the checks `validate-yaml` makes; or commits it, when the
// checks find no error (the repository service checks it again, as it checks every commit's card).
export async function action({ request, params, context }: Route.ActionArgs) {
	const { hub, access, writer, user } = writable(context);
	if (params["*"] !== CARD) throw notFound();
	const form = await readForm(request);
	const refused = csrfFailure(hub, form);
	if (refused) return refused;
	const raw = form.get("content");
	if (typeof raw !== "string") return data({ error: "The form has no card text." }, { status: 400 });
	if (raw.length > MAX_CARD)
		return data(
			{ error: `A card may have at most ${MAX_CARD.toLocaleString("en-US")} characters here.` },
			{ status: 413 },
		);
	// A browser sends a text area's line ends as CRLF: the card keeps the plain line ends it is written with.
	const content = raw.replace(/\r\n?/g, "\n");
	const check = await writer.checkCard(content);
	const preview = await renderPageCard(content);
	const shown = { content, check, preview };
	if (form.get("intent") !== "commit") return shown;
	if (check.errors.length)
		return data({ ...shown, error: "The card has errors: fix them before committing." }, { status: 400 });
	const summary = summaryOf(String(form.get("summary") ?? ""), `Update ${CARD}`);
	if (typeof summary !== "string") return data({ ...shown, error: summary.error }, { status: 400 });
	const description = String(form.get("description") ?? "")
		.trim()
		.slice(0, 65_536);
	try {
		await writer.commit({
			repo: access,
			branch: params.rev,
			author: user,
			summary,
			...(description ? { description } : {}),
			ops: [{ kind: "file", path: CARD, content: Buffer.from(content, "utf8") }],
		});
	} catch (e) {
		const failed = commitFailure(e);
		return data({ ...shown, error: failed.data.error }, failed.init ?? { status: 400 });
	}
	return redirect(`/${access.id}`);
}

export function ErrorBoundary() {
	return <ErrorPage error={useRouteError()} />;
}

export default function EditCard() {
	const d = useLoaderData<typeof loader>();
	const result = useActionData<typeof action>();
	const busy = useNavigation().state === "submitting";
	const shown = result && "check" in result ? result : undefined;
	const error = result && "error" in result ? result.error : undefined;
	return (
		<div className="page">
			<p className="breadcrumb">
				<Link to={`/${d.id}`}>{d.id}</Link>
			</p>
			<h1>Edit model card</h1>
			<p>
				<code>{CARD}</code> on <code>{d.rev}</code>
				{d.exists ? "" : " (new: this model has no card yet)"}. Its YAML front matter is checked as the hub checks every
				card; errors stop the commit, warnings say what the hub will leave out.
			</p>
			<FormMessage error={error} />
			<Form method="post" className="card-editor">
				<CsrfField token={d.csrf} />
				<label className="editor-label">
					Card (Markdown with YAML front matter)
					<textarea
						name="content"
						defaultValue={shown?.content ?? d.text}
						rows={22}
						spellCheck={false}
						aria-describedby={shown ? "card-checks" : undefined}
					/>
				</label>
				{shown ? <CardChecks errors={shown.check.errors} warnings={shown.check.warnings} /> : null}
				<div className="stack-form">
					<label>
						Commit summary
						<input name="summary" maxLength={1000} placeholder={`Update ${CARD}`} />
					</label>
					<label>
						Description (optional)
						<textarea name="description" rows={2} maxLength={65536} />
					</label>
					<div className="button-row">
						<button type="submit" name="intent" value="preview" className="secondary" disabled={busy}>
							Preview
						</button>
						<button type="submit" name="intent" value="commit" disabled={busy}>
							Commit the card
						</button>
					</div>
				</div>
			</Form>
			{shown ? (
				<section aria-labelledby="preview" className="model-card">
					<h2 id="preview">Preview</h2>
					{/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server by rehype-sanitize (card.server.ts) */}
					<div className="prose card-body" dangerouslySetInnerHTML={{ __html: shown.preview.html }} />
				</section>
			) : null}
		</div>
	);
}
