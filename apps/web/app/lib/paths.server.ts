import { listTasks } from "@modelhub/core";

/** Every URL the build prerenders to HTML. */
export function prerenderPaths(): string[] {
	return ["/", "/tasks", ...listTasks().map((t) => `/tasks/${t.id}`)];
}
