import { Form } from "react-router";

/** A model search that works without JavaScript: a GET form to /models. */
export function SearchBox({ defaultValue = "", label = "Search models" }: { defaultValue?: string; label?: string }) {
	return (
		<Form method="get" action="/models" className="search-box" role="search">
			<label>
				<span className="visually-hidden">{label}</span>
				<input type="search" name="q" defaultValue={defaultValue} placeholder="Search models, e.g. Llama 3.1" />
			</label>
			<button type="submit">Search</button>
		</Form>
	);
}
