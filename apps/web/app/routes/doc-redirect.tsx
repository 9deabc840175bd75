import { redirect } from "react-router";
import type { Route } from "./+types/doc-redirect";

// `/docs/<library>/<lang>` is the language's index page; prerendered as a redirect (works without JavaScript).
export function loader({ params }: Route.LoaderArgs) {
	return redirect(`/docs/${params.library}/${params.lang}/index`, 301);
}

export default function DocRedirect() {
	return null;
}
