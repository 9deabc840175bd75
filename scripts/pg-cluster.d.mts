export interface Postgres {
	url: string;
	dataDir: string;
	stop(): void;
}
export function startPostgres(settings?: Record<string, string>): Promise<Postgres>;
