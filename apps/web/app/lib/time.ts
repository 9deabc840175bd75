/** An instant as "2026-11-27 10:32 UTC": the same text on the server and in every browser (no time zone, no locale). */
export function formatInstant(iso: string): string {
	const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(iso);
	return m ? `${m[1]} ${m[2]} UTC` : iso;
}
