import { Form } from "react-router";
import { formatInstant } from "../../lib/time";
import { CsrfField } from "../account/FormMessage";

export interface RequestRow {
	user: string;
	fullname: string;
	email: string | null;
	status: "pending" | "accepted" | "rejected";
	fields: Record<string, string> | null;
	reason: string | null;
	requestedAt: string;
	decidedAt: string | null;
}

/** One decision on a request: a button, and for a rejection an optional reason. */
function Decide({ user, to, csrf }: { user: string; to: "accept" | "reject"; csrf: string | null }) {
	return (
		<Form method="post" className="inline-form">
			<CsrfField token={csrf} />
			<input type="hidden" name="intent" value={to} />
			<input type="hidden" name="user" value={user} />
			{to === "reject" ? (
				<label>
					<span className="visually-hidden">Reason for rejecting {user} (optional)</span>
					<input name="reason" maxLength={1000} placeholder="Reason (optional)" />
				</label>
			) : null}
			<button
				type="submit"
				className={to === "reject" ? "danger" : ""}
				aria-label={`${to === "accept" ? "Accept" : "Reject"} ${user}`}
			>
				{to === "accept" ? "Accept" : "Reject"}
			</button>
		</Form>
	);
}

/** The requests in one status, each with what the user answered and the decisions that can still be made. */
export function RequestList({ title, requests, csrf }: { title: string; requests: RequestRow[]; csrf: string | null }) {
	const slug = title.toLowerCase().replace(/\W+/g, "-");
	return (
		<section aria-labelledby={`requests-${slug}`} className="requests">
			<h2 id={`requests-${slug}`}>
				{title} <span className="muted">({requests.length})</span>
			</h2>
			{requests.length ? (
				<ul className="request-list">
					{requests.map((r) => (
						<li key={r.user} className="request">
							<p className="request-who">
								<strong>{r.user}</strong>
								{r.fullname && r.fullname !== r.user ? ` (${r.fullname})` : ""}
								{r.email ? <span className="muted"> · {r.email}</span> : null}
							</p>
							<p className="muted">
								Asked {formatInstant(r.requestedAt)}
								{r.decidedAt ? ` · decided ${formatInstant(r.decidedAt)}` : ""}
							</p>
							{r.fields && Object.keys(r.fields).length ? (
								<dl className="request-fields">
									{Object.entries(r.fields).map(([label, value]) => (
										<div key={label}>
											<dt>{label}</dt>
											<dd>{value}</dd>
										</div>
									))}
								</dl>
							) : null}
							{r.reason ? <p>Reason: {r.reason}</p> : null}
							<div className="request-actions">
								{r.status !== "accepted" ? <Decide user={r.user} to="accept" csrf={csrf} /> : null}
								{r.status !== "rejected" ? <Decide user={r.user} to="reject" csrf={csrf} /> : null}
							</div>
						</li>
					))}
				</ul>
			) : (
				<p className="muted">None.</p>
			)}
		</section>
	);
}
