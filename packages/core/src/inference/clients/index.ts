/** Every writer, in the order snippets are listed. */
import type { InferenceWriter } from "../types.js";
import { jsFetch } from "./js/fetch.js";
import { jsHuggingfaceJs } from "./js/huggingface.js.js";
import { jsOpenai } from "./js/openai.js";
import { pythonFalClient } from "./python/fal_client.js";
import { pythonHuggingfaceHub } from "./python/huggingface_hub.js";
import { pythonOpenai } from "./python/openai.js";
import { pythonRequests } from "./python/requests.js";
import { shCurl } from "./sh/curl.js";

export const WRITERS: readonly InferenceWriter[] = Object.freeze([
	pythonHuggingfaceHub,
	pythonFalClient,
	pythonRequests,
	pythonOpenai,
	jsHuggingfaceJs,
	jsFetch,
	jsOpenai,
	shCurl,
]);
