/** Snippet generators for the vision, reinforcement-learning, time-series and tabular libraries. */
import type { SnippetGenerator } from "../../types.js";
import { anemoi } from "./anemoi.js";
import { araclip } from "./araclip.js";
import { ben2 } from "./ben2.js";
import { birefnet } from "./birefnet.js";
import { chronosForecasting } from "./chronos.js";
import { colipri } from "./colipri.js";
import { collectorvision } from "./collectorvision.js";
import { depthAnythingV2 } from "./depth-anything-v2.js";
import { depthPro } from "./depth-pro.js";
import { flextab } from "./flextab.js";
import { cxrFoundation, dermFoundation } from "./google-health.js";
import { htrflow } from "./htrflow.js";
import { lerobot } from "./lerobot.js";
import { matanyone } from "./matanyone.js";
import { mlAgents } from "./ml-agents.js";
import { mlxImage } from "./mlx-image.js";
import { mobilint } from "./mobilint.js";
import { multimolecule } from "./multimolecule.js";
import { nobg } from "./nobg.js";
import { openClip } from "./open-clip.js";
import { paddleocr } from "./paddleocr.js";
import { perceptionEncoder } from "./perception-encoder.js";
import { pxia } from "./pxia.js";
import { pythae } from "./pythae.js";
import { sam2 } from "./sam2.js";
import { sampleFactory } from "./sample-factory.js";
import { stableBaselines3 } from "./stable-baselines3.js";
import { terratorch } from "./terratorch.js";
import { timm } from "./timm.js";
import { unitySentis } from "./unity-sentis.js";
import { videoprism } from "./videoprism.js";
import { ultralytics, yolov10 } from "./yolo.js";

export const VISION_GENERATORS: Record<string, SnippetGenerator> = {
	timm,
	open_clip: openClip,
	ultralytics,
	yolov10,
	"depth-anything-v2": depthAnythingV2,
	"depth-pro": depthPro,
	birefnet,
	ben2,
	nobg,
	sam2,
	matanyone,
	"mlx-image": mlxImage,
	araclip,
	colipri,
	htrflow,
	PaddleOCR: paddleocr,
	"perception-encoder": perceptionEncoder,
	videoprism,
	terratorch,
	"cxr-foundation": cxrFoundation,
	"derm-foundation": dermFoundation,
	collectorvision,
	pxia,
	pythae,
	"ml-agents": mlAgents,
	"sample-factory": sampleFactory,
	"stable-baselines3": stableBaselines3,
	lerobot,
	"unity-sentis": unitySentis,
	anemoi,
	"chronos-forecasting": chronosForecasting,
	flextab,
	multimolecule,
	mobilint,
};
