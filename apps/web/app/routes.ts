import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
	index("routes/home.tsx"),
	route("tasks", "routes/tasks.tsx"),
	route("tasks/:id", "routes/task.tsx"),
	route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
