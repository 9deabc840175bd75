import { getPipeline, listTasks, MODALITIES } from "@modelhub/core";
import { Link, useLoaderData } from "react-router";
import { Heading } from "../components/Heading";

export function meta() {
	return [{ title: "Tasks · Modelhub" }];
}

// Runs at build time: only the few fields the cards need reach the page's data.
export function loader() {
	const groups = MODALITIES.map((m) => {
		const tasks = listTasks()
			.filter((t) => getPipeline(t.id)?.modality === m.id)
			.map((t) => ({
				id: t.id,
				label: t.label,
				summary: t.summary,
				placeholder: t.isPlaceholder,
				models: t.models.length,
			}))
			// Complete tasks first, placeholders after them.
			.sort((a, b) => Number(a.placeholder) - Number(b.placeholder));
		return { id: m.id, label: m.label, tasks };
	}).filter((g) => g.tasks.length > 0);
	return { groups };
}

export default function Tasks() {
	const { groups } = useLoaderData<typeof loader>();
	return (
		<div className="page">
			<h1>Tasks</h1>
			<p className="lede">Pick what you want a model to do.</p>
			{groups.map((g) => (
				<section key={g.id} aria-labelledby={`modality-${g.id}`}>
					<Heading id={`modality-${g.id}`}>{g.label}</Heading>
					<ul className="card-grid">
						{g.tasks.map((t) => (
							<li key={t.id} className={t.placeholder ? "card placeholder" : "card"}>
								<Link to={`/tasks/${t.id}`} prefetch="intent">
									<h3>{t.label}</h3>
									{t.placeholder ? (
										<p className="muted">This task needs a contributor: no page content yet.</p>
									) : (
										<p>{t.summary}</p>
									)}
								</Link>
							</li>
						))}
					</ul>
				</section>
			))}
		</div>
	);
}
