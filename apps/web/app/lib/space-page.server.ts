import type { RepoRef } from "@modelhub/core";
import { SPACE_SDKS, viewableFileType } from "@modelhub/core";
import type { HubContext } from "@modelhub/server";
import type { Store, StoredRepo, Visibility } from "@modelhub/store";
import { renderPageCard, repoReadmeUrl } from "./card-render.server";
import { gateOf, mayManage } from "./gate.server";
import { type FileRow, MAX_FILES } from "./model-page.server";

const strings = (v: unknown): string[] =>
	Array.isArray(v) ? v.filter((x): x is string => typeof x === "string" && x !== "").slice(0, 200) : [];

/**
 * Everything a space's page shows: its SDK, card, files, the models and datasets it uses (linked when stored), and for a
 * gated space its access section (as a model's and a dataset's).
 */
export async function spacePage(
	context: Partial<HubContext>,
	store: Store,
	viewer: Visibility,
	ref: RepoRef,
	stored: StoredRepo,
) {
	const { record, card, cardBytes } = stored;
	const tags = strings(record.tags);
	const models = strings(record.models);
	const datasets = strings(record.datasets);
	const rev = await store.revisions.resolve(ref, "main");
	const revFiles = rev ? await store.revisions.files(ref, rev.sha) : [];
	const hosted = revFiles.length > 0;
	const files: FileRow[] = hosted
		? revFiles.map(
				(f): FileRow =>
					viewableFileType(f.path) ? { name: f.path, size: f.size, viewable: true } : { name: f.path, size: f.size },
			)
		: (Array.isArray(record.siblings) ? (record.siblings as { rfilename?: unknown; size?: unknown }[]) : [])
				.filter((s) => typeof s?.rfilename === "string")
				.map((s) =>
					typeof s.size === "number" ? { name: String(s.rfilename), size: s.size } : { name: String(s.rfilename) },
				);
	const [storedModels, storedDatasets] = await Promise.all([
		store.models.visibleIds(models, viewer),
		store.datasets.visibleIds(datasets, viewer),
	]);
	const sdk = typeof record.sdk === "string" ? record.sdk : undefined;
	const runtime = record.runtime as { stage?: unknown } | undefined;
	const cardData = (record.cardData ?? {}) as Record<string, unknown>;
	const access = context.repo?.access;
	return {
		space: { id: record.id, tags, private: record.private === true },
		facts: {
			title: typeof cardData.title === "string" ? cardData.title : null,
			sdk: sdk ? { key: sdk, label: SPACE_SDKS[sdk] ?? sdk } : null,
			/**
			 * The stage the Hub reported for a space imported as a record (this hub runs nothing). A space whose files this
			 * hub holds — made here, or imported with its files — has the stage this hub derived from its files, which
			 * says only that nothing runs: not the Hub's word, so not shown as such.
			 */
			hubStage: !hosted && typeof runtime?.stage === "string" ? runtime.stage : null,
			/** Whether this hub stores the space's files (made here, or imported with them). */
			hosted,
			license: tags.find((t) => t.startsWith("license:"))?.slice(8) ?? null,
			likes: typeof record.likes === "number" ? record.likes : null,
			lastModified: typeof record.lastModified === "string" ? record.lastModified : null,
		},
		card:
			card === undefined
				? null
				: await renderPageCard(card, { totalBytes: cardBytes, href: repoReadmeUrl("space", record.id, hosted) }),
		files: { count: files.length, shown: files.slice(0, MAX_FILES), quants: [], downloads: hosted },
		models: models.map((id) => ({ id, stored: storedModels.includes(id) })),
		datasets: datasets.map((id) => ({ id, stored: storedDatasets.includes(id) })),
		/** A gated space's access section (sign in, the request form, where a request stands), as a model's. */
		gate: access ? ((await gateOf(context, access, record.cardData)) ?? null) : null,
		/** Whether the caller manages the space (its settings and access requests pages). */
		manage: access ? mayManage(context, access) : false,
	};
}
export type SpacePageData = Awaited<ReturnType<typeof spacePage>>;
