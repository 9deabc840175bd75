import { CopyButton } from "../CopyButton";

export interface CreatedToken {
	token: string;
	name: string;
	role: string;
	/** Shell lines for this hub: the token in the environment, and saved for the `hf` command. */
	shell: string;
	login: string;
}

/** A token just made: shown this once, with the lines that use it against this hub. */
export function TokenCreated({ created }: { created: CreatedToken }) {
	return (
		<section className="token-created" aria-labelledby="token-created">
			<h2 id="token-created">Copy your new token now</h2>
			<p>
				The {created.role} token <strong>{created.name}</strong> is shown only this once: the hub keeps nothing from
				which it could be read again.
			</p>
			<div className="token-value">
				<code>{created.token}</code>
				<CopyButton text={created.token} label="Copy token" doneLabel="Token copied" />
			</div>
			<h3>Use it in this shell</h3>
			<p className="muted">The Hub's clients (huggingface_hub, transformers, the hf command…) read both variables.</p>
			<div className="token-lines">
				<pre>
					<code>{created.shell}</code>
				</pre>
				<CopyButton text={created.shell} label="Copy the lines" doneLabel="Lines copied" />
			</div>
			<h3>Or save it for the hf command</h3>
			<div className="token-lines">
				<pre>
					<code>{created.login}</code>
				</pre>
				<CopyButton text={created.login} label="Copy the lines" doneLabel="Lines copied" />
			</div>
		</section>
	);
}
