import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
	index("routes/home.tsx"),
	route("tasks", "routes/tasks.tsx"),
	route("tasks/:id", "routes/task.tsx"),
	route("models", "routes/models.tsx"),
	route("libraries", "routes/libraries.tsx"),
	route("quantization", "routes/quantization.tsx"),
	route("docs/:library/:lang", "routes/doc-redirect.tsx"),
	route("docs/:library/:lang/:page", "routes/doc.tsx"),
	route("docs/:library/:lang/model_doc/:slug", "routes/model-doc.tsx"),
	route("try", "routes/try.tsx"),
	route(":org/:name", "routes/model.tsx"),
	route(":org/:name/blob/*", "routes/blob.tsx"),
	route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
