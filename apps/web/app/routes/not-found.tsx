import { Link } from "react-router";

export function meta() {
	return [{ title: "Page not found · Modelhub" }];
}

export default function NotFound() {
	return (
		<div className="page">
			<h1>Page not found</h1>
			<p>
				Nothing lives at this address. Try the <Link to="/tasks">tasks</Link> or the <Link to="/models">models</Link>.
			</p>
		</div>
	);
}
