/**
 * What list pages keep between requests (filter menus, result counts), per catalogue and per caller's visibility, for
 * one version of the catalogue. The store changes its version in the transaction of every write to a record — a
 * commit, an import, a visibility or gating change, a move, a deletion — so a page never shows a count or a filter
 * value from before such a change: a repository made private stops being counted for those who may no longer see it
 * at the next request, on every process that serves the store.
 */
export class CatalogueCache<Owner extends object, Entry> {
	private readonly kept = new WeakMap<Owner, { version: string; byViewer: Map<string, Entry> }>();

	/** `viewers`: how many callers' visibilities are kept at once (the oldest go first). */
	constructor(private readonly viewers: number) {}

	/**
	 * The entry kept for a visibility (`viewerKey`) of `owner` (a store or one of its catalogues) at `version`, made
	 * by `make` when there is none. Read the version before what is kept is computed: a value computed after a write
	 * is at worst kept under the version before it, which the next request no longer asks for.
	 */
	entry(owner: Owner, version: string, viewerKey: string, make: () => Entry): Entry {
		let at = this.kept.get(owner);
		if (!at || at.version !== version) {
			at = { version, byViewer: new Map() };
			this.kept.set(owner, at);
		}
		let e = at.byViewer.get(viewerKey);
		if (e === undefined) {
			e = make();
			at.byViewer.set(viewerKey, e);
			if (at.byViewer.size > this.viewers) at.byViewer.delete(at.byViewer.keys().next().value as string);
		}
		return e;
	}

	/** Forgets what is kept for one visibility (a value that failed to compute). */
	drop(owner: Owner, viewerKey: string): void {
		this.kept.get(owner)?.byViewer.delete(viewerKey);
	}
}
