import { Form } from "react-router";
import { formatInstant } from "../../lib/time";
import { CsrfField } from "./FormMessage";

export interface TokenRow {
	id: string;
	name: string;
	role: string;
	createdAt: string;
	expiresAt: string | null;
	lastUsedAt: string | null;
	expired: boolean;
}

/** The user's tokens (not the revoked ones), with when each was last used and a button to revoke it. */
export function TokenList({ tokens, csrf }: { tokens: TokenRow[]; csrf: string | null }) {
	if (!tokens.length) return <p className="muted">You have no access token.</p>;
	return (
		<div className="table-scroll">
			<table className="token-table">
				<caption className="visually-hidden">Your access tokens</caption>
				<thead>
					<tr>
						<th scope="col">Name</th>
						<th scope="col">Role</th>
						<th scope="col">Created</th>
						<th scope="col">Expires</th>
						<th scope="col">Last used</th>
						<th scope="col">
							<span className="visually-hidden">Revoke</span>
						</th>
					</tr>
				</thead>
				<tbody>
					{tokens.map((t) => (
						<tr key={t.id}>
							<th scope="row">{t.name}</th>
							<td>{t.role}</td>
							<td>{formatInstant(t.createdAt)}</td>
							<td>{t.expiresAt ? `${formatInstant(t.expiresAt)}${t.expired ? " (expired)" : ""}` : "never"}</td>
							<td>{t.lastUsedAt ? formatInstant(t.lastUsedAt) : "never"}</td>
							<td>
								<Form method="post">
									<CsrfField token={csrf} />
									<input type="hidden" name="intent" value="revoke" />
									<input type="hidden" name="id" value={t.id} />
									<button type="submit" className="danger" aria-label={`Revoke ${t.name}`}>
										Revoke
									</button>
								</Form>
							</td>
						</tr>
					))}
				</tbody>
			</table>
		</div>
	);
}
