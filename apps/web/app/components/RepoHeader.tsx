import type { ReactNode } from "react";
import { Link } from "react-router";
import { CopyButton } from "./CopyButton";

/**
 * The header of a repository's page (a model, a dataset, a space): where it is filed, its id with a copy button,
 * its facts as a list of terms, and its tags as links into its list.
 */
export function RepoHeader({
	id,
	noun,
	list,
	ownerHref,
	rows,
	tags,
	isPrivate = false,
	settingsHref,
	children,
}: {
	id: string;
	/** "model", "dataset", "space". */
	noun: string;
	/** The list it belongs to: its address and its name. */
	list: [string, string];
	ownerHref: string;
	rows?: [string, ReactNode][];
	/** Each tag with where it leads. */
	tags?: [string, string][];
	/** Shown only to its owner, its organization's members and admins: said so by its title. */
	isPrivate?: boolean;
	/** Its settings page, for those the policy lets manage it (nobody else gets the link). */
	settingsHref?: string | undefined;
	/** Facts and tags of a page's own making (the model page's), in place of `rows` and `tags`. */
	children?: ReactNode;
}) {
	const [owner, name] = id.split("/");
	return (
		<header className="model-header">
			<p className="breadcrumb">
				<Link to={list[0]}>{list[1]}</Link> / <Link to={ownerHref}>{owner}</Link>
			</p>
			<div className="model-title">
				<h1>
					<span className="muted">{owner}/</span>
					{name}
				</h1>
				{isPrivate ? (
					<span className="chip private-badge">
						Private
						<span className="visually-hidden">
							{" "}
							{noun}: only its owner, its organization's members and admins see it
						</span>
					</span>
				) : null}
				<CopyButton
					text={id}
					label={`Copy ${noun} id`}
					doneLabel={`${noun[0]?.toUpperCase()}${noun.slice(1)} id copied`}
				/>
				{settingsHref ? <Link to={settingsHref}>Settings</Link> : null}
			</div>
			{rows ? (
				<dl className="facts">
					{rows.map(([label, value]) => (
						<div key={label}>
							<dt>{label}</dt>
							<dd>{value}</dd>
						</div>
					))}
				</dl>
			) : null}
			{tags?.length ? (
				<ul className="chips" aria-label="Tags">
					{tags.map(([t, href]) => (
						<li key={t}>
							<Link to={href}>{t}</Link>
						</li>
					))}
				</ul>
			) : null}
			{children}
		</header>
	);
}
