import { Link } from "react-router";
import type { Gate } from "../../lib/gate.server";
import { GateForm } from "./GateForm";

const statusText = (noun: Gate["noun"]) => ({
	pending: `You asked for access: your request is pending until the ${noun}'s owners review it.`,
	accepted: "Your access is granted: its files download with an access token of your account.",
	rejected: `Your request for access was rejected by the ${noun}'s owners.`,
});

/**
 * A gated repository's access (a model's, a dataset's or a space's), as its page shows it: sign in to ask (a visitor),
 * the request form with the card's fields (a signed-in user who has not asked), the request's status, or access as an
 * owner; and the owners' link to the requests.
 */
export function GateSection({
	gate,
	manage,
	values,
	invalid,
}: {
	gate: Gate;
	manage: boolean;
	values?: Record<string, string>;
	invalid?: string | undefined;
}) {
	const { path, noun, mode, state } = gate;
	return (
		<section className="gate notice" id="access" aria-labelledby="access-title">
			<h2 id="access-title">{`Gated ${noun}`}</h2>
			<p>
				{`This ${noun} is gated:`} its card is public, its files download only once access is granted (
				{mode === "auto" ? "at once, on request" : "by its owners, on request"}).
			</p>
			{state.kind === "anonymous" ? (
				<p>
					<Link to={`/login?next=${encodeURIComponent(path)}`}>Sign in</Link> to request access.
				</p>
			) : null}
			{state.kind === "insider" ? <p>You have access as its owner, a member of its organization or an admin.</p> : null}
			{state.kind === "status" ? (
				<p className={`gate-status ${state.status}`} role="status">
					{statusText(noun)[state.status]}
				</p>
			) : null}
			{state.kind === "form" ? (
				<GateForm path={path} form={state.form} csrf={state.csrf} values={values ?? {}} invalid={invalid} />
			) : null}
			<p className="muted">
				The code below downloads with an access token of your account once you have access: set <code>HF_TOKEN</code> to
				one (make it on your <Link to="/settings/tokens">access tokens</Link> page).
			</p>
			{manage ? (
				<p>
					<Link to={`${path}/access-requests`}>Access requests</Link>
					{` (you manage this ${noun})`}
				</p>
			) : null}
		</section>
	);
}
