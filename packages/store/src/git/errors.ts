/** Why a commit, a branch or a tag cannot be made as asked; the kind says how the API answers. */
export class CommitError extends Error {
	constructor(
		message: string,
		readonly kind: "invalid" | "not-found" | "stale" | "conflict",
	) {
		super(message);
	}
}
