import type { RevisionShown } from "../../lib/revisions.server";

const TITLES: Record<RevisionShown["kind"], string> = {
	branch: "Branch",
	tag: "Tag",
	"pull request": "Pull request",
	commit: "Commit",
};

function Names({
	title,
	names,
	href,
	current,
}: {
	title: string;
	names: string[];
	href: (rev: string) => string;
	current: string;
}) {
	if (!names.length) return null;
	return (
		<>
			<h2>{title}</h2>
			<ul className="inline-list">
				{names.map((n) => (
					<li key={n}>
						<a href={href(n)} aria-current={n === current ? "page" : undefined}>
							{n}
						</a>
					</li>
				))}
			</ul>
		</>
	);
}

/**
 * Which revision a folder's or a file's page shows (a branch, a tag, a pull request or a commit, and its commit id),
 * and a menu of the repository's other branches, tags and pull requests, each a link to the same path there. The menu
 * is a `<details>`, so it opens without JavaScript too.
 */
export function RevisionBar({ shown, href }: { shown: RevisionShown; href: (rev: string) => string }) {
	const { kind, rev, commit, names } = shown;
	const current = rev === "HEAD" ? "main" : rev.replace(/^refs\/(heads|tags)\//, "");
	return (
		<div className="revision-bar">
			<p>
				{TITLES[kind]} <code>{kind === "commit" ? commit : current}</code>
				{kind === "commit" ? null : (
					<span className="muted">
						{" "}
						at commit <code>{commit.slice(0, 10)}</code>
					</span>
				)}
			</p>
			<details className="revision-switch">
				<summary>Switch branch or tag</summary>
				<nav aria-label="Branches, tags and pull requests">
					<Names title="Branches" names={names.branches} href={href} current={current} />
					<Names title="Tags" names={names.tags} href={href} current={current} />
					<Names title="Pull requests" names={names.pulls} href={href} current={current} />
					{names.more ? <p className="muted">and {names.more} more not listed</p> : null}
				</nav>
			</details>
		</div>
	);
}
