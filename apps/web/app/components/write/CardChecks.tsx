/** What checking a card found: errors (which stop its commit) and warnings (what the hub leaves out of it). */
export function CardChecks({ errors, warnings }: { errors: string[]; warnings: string[] }) {
	return (
		<div id="card-checks" className="card-checks">
			{errors.length ? (
				<div role="alert" className="form-message error">
					<strong>Errors</strong>
					<ul>
						{errors.map((e) => (
							<li key={e}>{e}</li>
						))}
					</ul>
				</div>
			) : (
				<p className="form-message done" role="status">
					The card's metadata is valid.
				</p>
			)}
			{warnings.length ? (
				<div className="form-message warning">
					<strong>Warnings</strong>
					<ul>
						{warnings.map((w) => (
							<li key={w}>{w}</li>
						))}
					</ul>
				</div>
			) : null}
		</div>
	);
}
