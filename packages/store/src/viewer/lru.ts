/** A small least-recently-used map. */
export class Lru<V> {
	private map = new Map<string, { value: V; weight: number }>();
	private weight = 0;
	constructor(
		private readonly maxEntries: number,
		private readonly maxWeight = Number.POSITIVE_INFINITY,
	) {}
	get(key: string): V | undefined {
		const e = this.map.get(key);
		if (!e) return undefined;
		this.map.delete(key);
		this.map.set(key, e);
		return e.value;
	}
	set(key: string, value: V, weight = 1): void {
		const old = this.map.get(key);
		if (old) {
			this.weight -= old.weight;
			this.map.delete(key);
		}
		if (weight > this.maxWeight) return;
		this.map.set(key, { value, weight });
		this.weight += weight;
		while (this.map.size > this.maxEntries || this.weight > this.maxWeight) {
			const [k, e] = this.map.entries().next().value as [string, { weight: number }];
			this.map.delete(k);
			this.weight -= e.weight;
		}
	}
	delete(key: string): void {
		const e = this.map.get(key);
		if (e) {
			this.weight -= e.weight;
			this.map.delete(key);
		}
	}
}
