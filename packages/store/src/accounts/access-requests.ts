import type { RepoRef } from "@modelhub/core";
import type { Db } from "../db/types.js";

export type RequestStatus = "pending" | "accepted" | "rejected";
export const REQUEST_STATUSES: readonly RequestStatus[] = ["pending", "accepted", "rejected"];

export interface AccessRequest {
	user: string;
	fullname: string;
	email: string | null;
	status: RequestStatus;
	/** What the user filled in the repository's form (its `extra_gated_fields`), when it has one. */
	fields: Record<string, string> | null;
	reason: string | null;
	requestedAt: Date;
	decidedAt: Date | null;
}

interface RequestRow {
	account: string;
	display_name: string;
	email: string | null;
	status: RequestStatus;
	fields: string | null;
	reason: string | null;
	requested_at: Date | string;
	decided_at: Date | string | null;
}

const toRequest = (r: RequestRow): AccessRequest => ({
	user: r.account,
	fullname: r.display_name,
	email: r.email,
	status: r.status,
	fields: r.fields === null ? null : (JSON.parse(r.fields) as Record<string, string>),
	reason: r.reason,
	requestedAt: new Date(r.requested_at),
	decidedAt: r.decided_at === null ? null : new Date(r.decided_at),
});

/**
 * Requests for access to gated repositories: a signed-in user asks (with the repository's form fields, if any); a
 * repository gated `auto` accepts at once, one gated `manual` waits for its owner, who accepts, rejects or grants.
 */
export class AccessRequests {
	constructor(private readonly db: Db) {}

	/** Records a user's request; `auto` accepts it at once. A request already decided keeps its decision. */
	async request(
		repo: RepoRef,
		user: string,
		mode: "auto" | "manual",
		fields?: Record<string, string>,
	): Promise<RequestStatus> {
		const r = await this.db.query<{ status: RequestStatus }>(
			`INSERT INTO access_requests (repo_type, repo_id, account, status, fields, decided_at)
			 VALUES ($1, $2, $3, $4, $5, CASE WHEN $4 = 'accepted' THEN now() END)
			 ON CONFLICT (repo_type, repo_id, account) DO UPDATE SET fields = coalesce(excluded.fields, access_requests.fields)
			 RETURNING status`,
			[repo.type, repo.id, user, mode === "auto" ? "accepted" : "pending", fields ? JSON.stringify(fields) : null],
		);
		return (r.rows[0]?.status ?? "pending") as RequestStatus;
	}

	/** The status of a user's request, if they made one. */
	async statusOf(repo: RepoRef, user: string): Promise<RequestStatus | undefined> {
		const r = await this.db.query<{ status: RequestStatus }>(
			"SELECT status FROM access_requests WHERE repo_type = $1 AND repo_id = $2 AND account = $3",
			[repo.type, repo.id, user],
		);
		return r.rows[0]?.status;
	}

	async list(repo: RepoRef, status: RequestStatus): Promise<AccessRequest[]> {
		const r = await this.db.query<RequestRow>(
			`SELECT r.account, a.display_name, a.email, r.status, r.fields, r.reason, r.requested_at, r.decided_at
			 FROM access_requests r JOIN accounts a ON a.name = r.account
			 WHERE r.repo_type = $1 AND r.repo_id = $2 AND r.status = $3 ORDER BY r.requested_at, r.account`,
			[repo.type, repo.id, status],
		);
		return r.rows.map(toRequest);
	}

	/**
	 * Sets a user's request to a status (accepting, rejecting, or back to pending), as `by` decided; a user who never
	 * asked gets a request in that status. False when there is no such user.
	 */
	async decide(repo: RepoRef, user: string, status: RequestStatus, by: string, reason?: string): Promise<boolean> {
		const r = await this.db.query(
			`INSERT INTO access_requests (repo_type, repo_id, account, status, reason, decided_at, decided_by)
			 SELECT $1, $2, name, $4, $5, now(), $6 FROM accounts WHERE name = $3 AND kind = 'user'
			 ON CONFLICT (repo_type, repo_id, account) DO UPDATE SET status = excluded.status, reason = excluded.reason,
				decided_at = excluded.decided_at, decided_by = excluded.decided_by
			 RETURNING account`,
			[repo.type, repo.id, user, status, reason ?? null, by],
		);
		return r.rows.length > 0;
	}
}
