/**
 * fal's apps, as the router (`/fal-ai/<app>`, `?_subdomain=queue` for the queue) and fal itself (fal.run,
 * queue.fal.run) serve them: named arguments in, links to generated files out. Queue submissions answer a request
 * id and a response_url; the status must be polled (IN_QUEUE, then COMPLETED) before the result can be read.
 * Status and result live under the app's first two path segments (`fal-ai/flux`, not `fal-ai/flux/dev`).
 */
import { demand } from "./errors.js";
import type { MediaKind } from "./media.js";
import { json, type Reply } from "./reply.js";
import { encodedMedia, type Incoming, isText, jsonBody } from "./request.js";

type Arguments = Record<string, unknown>;

/** An image argument: a data: URL of a JPEG, or a link. */
function imageArg(args: Arguments, name: string): void {
	const v = args[name];
	if (typeof v === "string" && /^https?:\/\//.test(v)) return;
	encodedMedia(v, `\`${name}\``, ["image/jpeg"], true);
}

function audioArg(args: Arguments): void {
	const v = args.audio_url;
	if (typeof v === "string" && /^https?:\/\//.test(v)) return;
	// fal decodes the audio by the data URL's declared type; flac and mpeg labels both decode here.
	demand(
		typeof v === "string" && /^data:audio\/[a-z0-9.+-]+;base64,/.test(v),
		"`audio_url` must be a data: URL or a link",
	);
}

const prompt = (args: Arguments, name = "prompt") =>
	demand(isText(args[name]), `\`${name}\` must be a non-empty string`);

/** Per task: check the arguments, and the result's shape given a link to the generated file. */
const APPS: Record<string, { check(args: Arguments): void; output?: MediaKind; result(url: string): unknown }> = {
	"text-to-image": {
		check: (a) => prompt(a),
		output: "image/jpeg",
		result: (url) => ({ images: [{ url, content_type: "image/jpeg", width: 2, height: 2 }] }),
	},
	"image-to-image": {
		check: (a) => {
			imageArg(a, "image_url");
			prompt(a);
		},
		output: "image/jpeg",
		result: (url) => ({ images: [{ url, content_type: "image/jpeg", width: 2, height: 2 }] }),
	},
	"text-to-video": { check: (a) => prompt(a), output: "video/mp4", result: (url) => ({ video: { url } }) },
	"image-to-video": {
		check: (a) => {
			imageArg(a, "image_url");
			prompt(a);
		},
		output: "video/mp4",
		result: (url) => ({ video: { url } }),
	},
	"text-to-speech": {
		check: (a) => prompt(a, "text"),
		output: "audio/flac",
		result: (url) => ({ audio: { url, content_type: "audio/flac" } }),
	},
	"text-to-audio": {
		check: (a) => prompt(a),
		output: "audio/flac",
		result: (url) => ({ audio: { url, content_type: "audio/flac" } }),
	},
	"audio-to-audio": {
		check: (a) => audioArg(a),
		output: "audio/flac",
		result: (url) => ({ audio: { url, content_type: "audio/flac" } }),
	},
	"automatic-speech-recognition": { check: (a) => audioArg(a), result: () => ({ text: "Hello from the stand-in." }) },
	"image-segmentation": {
		check: (a) => imageArg(a, "image_url"),
		output: "image/jpeg",
		result: (url) => ({ image: { url } }),
	},
};

const EXTENSION: Record<MediaKind, string> = { "image/jpeg": "jpg", "audio/flac": "flac", "video/mp4": "mp4" };

interface Job {
	app: string;
	result: unknown;
	polls: number;
}

export class FalApps {
	private readonly jobs = new Map<string, Job>();
	private next = 0;

	/** @param mediaBase where generated files are linked from (the stand-in's fal media route). */
	constructor(private readonly mediaBase: string) {}

	private run(task: string, req: Incoming): unknown {
		const app = Object.hasOwn(APPS, task) ? APPS[task] : undefined;
		demand(app, `fal-ai does not serve ${task}`);
		const args = jsonBody(req);
		app.check(args);
		const file = app.output ? `${this.mediaBase}/files/out-${++this.next}.${EXTENSION[app.output]}` : "";
		return app.result(file);
	}

	/** A synchronous call: the result itself. */
	call(task: string, req: Incoming): Reply {
		return json(this.run(task, req));
	}

	/** A queue submission of `app` (the provider model id). */
	submit(task: string, app: string, req: Incoming): Reply {
		const result = this.run(task, req);
		const id = `req-${++this.next}`;
		this.jobs.set(id, { app: queueApp(app), result, polls: 0 });
		const responseUrl = `https://queue.fal.run/${queueApp(app)}/requests/${id}`;
		return json({
			request_id: id,
			status: "IN_QUEUE",
			response_url: responseUrl,
			status_url: `${responseUrl}/status`,
			queue_position: 0,
		});
	}

	/** `GET <queue app>/requests/<id>[/status]`. */
	poll(path: string): Reply | undefined {
		const m = /^\/(.+)\/requests\/([^/]+)(\/status)?$/.exec(path);
		if (!m) return undefined;
		const job = this.jobs.get(m[2] ?? "");
		demand(job && job.app === m[1], `no request ${m[2]} for app ${m[1]}`, 404);
		if (m[3]) {
			job.polls += 1;
			return json({ status: job.polls > 1 ? "COMPLETED" : "IN_QUEUE", request_id: m[2] });
		}
		demand(job.polls > 1, "the request is not completed yet: poll its status first", 400);
		return json(job.result);
	}
}

/** The queue's app path: the first two segments of the app id. */
export const queueApp = (app: string): string => app.split("/").slice(0, 2).join("/");
