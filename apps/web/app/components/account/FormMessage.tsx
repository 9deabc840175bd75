/**
 * A form's outcome, announced to screen readers: an error (role="alert"), or what was done (role="status"). The box is
 * shown above the form it is about, where the visitor looks after sending it.
 */
export function FormMessage({ error, done }: { error?: string | undefined; done?: string | undefined }) {
	if (error)
		return (
			<p className="form-message error" role="alert">
				{error}
			</p>
		);
	if (done)
		return (
			<p className="form-message done" role="status">
				{done}
			</p>
		);
	return null;
}

/** The session's CSRF token, which every state-changing form of a signed-in visitor carries. */
export function CsrfField({ token }: { token: string | null | undefined }) {
	return token ? <input type="hidden" name="csrf" value={token} /> : null;
}
