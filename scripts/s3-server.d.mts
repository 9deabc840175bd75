export interface S3Server {
	endpoint: string;
	bucket: string;
	directory: string;
	env: Record<string, string>;
	stop(): Promise<void>;
}
export function startS3(options?: { address?: string; bucket?: string; prefix?: string }): Promise<S3Server>;
