/** The sample chat used by the transformers snippets: one user turn, text only or with an image. */
import { hasTag, type ModelRecord } from "../../../../model.js";

/** A public sample photo (two cats on a couch) from the COCO dataset. */
export const SAMPLE_IMAGE_URL = "http://images.cocodataset.org/val2017/000000039769.jpg";

const TEXT_MESSAGES = `messages = [
    {"role": "user", "content": "Give me three facts about the Moon."},
]`;

const IMAGE_MESSAGES = `messages = [
    {
        "role": "user",
        "content": [
            {"type": "image", "url": "${SAMPLE_IMAGE_URL}"},
            {"type": "text", "text": "How many cats are in this picture?"},
        ],
    },
]`;

/** Whether the chat should include an image: vision-language models take one. */
export function chatWithImage(model: ModelRecord): boolean {
	return hasTag(model, "image-text-to-text") || model.pipeline_tag === "image-text-to-text";
}

/** Python code that defines `messages`; our own constant code, never record values. */
export function messagesCode(withImage: boolean): string {
	return withImage ? IMAGE_MESSAGES : TEXT_MESSAGES;
}
