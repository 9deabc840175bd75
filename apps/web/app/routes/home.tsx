import { Link, useLoaderData } from "react-router";
import { SearchBox } from "../components/SearchBox";
import { UpdatedRepos } from "../components/UpdatedRepos";
import { homeData } from "../lib/home.server";
import { formatCount } from "../lib/model-facts";
import { viewHref } from "../lib/model-query";
import { fromStore } from "../lib/store.server";
import type { Route } from "./+types/home";

export function meta() {
	return [
		{ title: "Modelhub: find a model, copy code that works" },
		{ name: "description", content: "Browse machine-learning models by task and copy working code for them." },
	];
}

/**
 * Per request, from the store: what was updated last (for this caller: never kept for another, see the server's page
 * cache), what is popular and the tasks with the most models. A hub whose store cannot be read
 * still shows its home page, without the lists.
 */
export async function loader({ context }: Route.LoaderArgs) {
	try {
		return await fromStore(context, homeData);
	} catch {
		return { recent: [], lists: [], tasks: [] };
	}
}

const SECTIONS: [string, string, string][] = [
	["/models", "Models", "The catalogue of models with ready-to-copy usage snippets and inference calls."],
	["/libraries", "Libraries", "Every model library the hub knows: repository, docs and how downloads are counted."],
	[
		"/quantization",
		"Quantization",
		"GGUF quantization formats explained, a size estimator and a local file inspector.",
	],
	["/try", "Try your own model", "Paste a model's metadata and see every snippet the hub would show for it."],
];

export default function Home() {
	const { recent, lists, tasks } = useLoaderData<typeof loader>();
	return (
		<div className="page home">
			<h1>Find a model. Copy code that works.</h1>
			<p className="lede">
				Modelhub lets you browse machine-learning models by task and copy a correct, ready-to-run snippet for each one,
				in the library and client you use.
			</p>
			<SearchBox />
			{recent.length ? (
				<section aria-labelledby="home-recent">
					<h2 id="home-recent">Recently updated</h2>
					<UpdatedRepos repos={recent} withType />
				</section>
			) : null}
			{lists.length ? (
				<div className="home-lists">
					{lists.map((list) => (
						<section key={list.sort} aria-labelledby={`home-${list.sort}`}>
							<h2 id={`home-${list.sort}`}>{list.title}</h2>
							<ol className="model-rows">
								{list.models.map((m) => (
									<li key={m.id}>
										<Link to={`/${m.id}`} prefetch="intent">
											{m.id}
										</Link>
										<span className="muted small">
											{[m.task, `${formatCount(m.downloads)} downloads`, `${formatCount(m.likes)} likes`]
												.filter(Boolean)
												.join(" · ")}
										</span>
									</li>
								))}
							</ol>
							<p>
								<Link to={viewHref({ sort: list.sort })}>All models, {list.title.toLowerCase()} first</Link>
							</p>
						</section>
					))}
				</div>
			) : null}
			{tasks.length ? (
				<section aria-labelledby="home-tasks">
					<h2 id="home-tasks">Start from a task</h2>
					<ul className="chips">
						{tasks.map((t) => (
							<li key={t.id}>
								<Link to={`/tasks/${t.id}`} prefetch="intent">
									{t.label} <span className="muted">{formatCount(t.count)}</span>
								</Link>
							</li>
						))}
						<li>
							<Link to="/tasks">All tasks</Link>
						</li>
					</ul>
				</section>
			) : null}
			<h2>Explore</h2>
			<ul className="card-grid">
				{SECTIONS.map(([to, title, text]) => (
					<li key={to} className="card">
						<Link to={to} prefetch="intent">
							<h3>{title}</h3>
							<p>{text}</p>
						</Link>
					</li>
				))}
			</ul>
		</div>
	);
}
