/** Every local app, in the order menus list them: GGUF runners, desktop apps, servers, image apps. */
import { backyard, jan, jellybox, lmStudio, msty, recurseChat, sanctum } from "./desktop-links.js";
import {
	dockerModelRunner,
	gpt4all,
	koboldCpp,
	lemonade,
	localAi,
	ollama,
	textGenerationWebui,
	unsloth,
} from "./gguf-runners.js";
import { diffusionBee, drawThings, invoke, joyFusion } from "./image-links.js";
import { llamaCppCli, llamaCppServer, nodeLlamaCpp } from "./llama-cpp.js";
import { mlxLm, sglang, tgi, vllm } from "./servers.js";
import type { LocalApp } from "./types.js";

export const LOCAL_APPS: readonly LocalApp[] = [
	llamaCppServer,
	llamaCppCli,
	ollama,
	lmStudio,
	nodeLlamaCpp,
	jan,
	dockerModelRunner,
	lemonade,
	localAi,
	koboldCpp,
	textGenerationWebui,
	gpt4all,
	msty,
	backyard,
	sanctum,
	jellybox,
	recurseChat,
	unsloth,
	vllm,
	sglang,
	tgi,
	mlxLm,
	drawThings,
	diffusionBee,
	joyFusion,
	invoke,
];

/** The app with this key. */
export function getLocalApp(key: string): LocalApp | undefined {
	return LOCAL_APPS.find((a) => a.key === key);
}
