import type { SnippetGenerator } from "../../types.js";
import { describeAnything } from "./describe-anything.js";
import { diffusers } from "./diffusers/index.js";
import { diffusionkit } from "./diffusionkit.js";
import { fastai } from "./fastai.js";
import { keras, tfKeras } from "./keras.js";
import { kerasHub } from "./keras-hub.js";
import { ltx } from "./ltx.js";
import { lvface } from "./lvface.js";
import { meshAnything } from "./mesh-anything.js";
import { phantomWan } from "./phantom-wan.js";
import { renderformer } from "./renderformer.js";
import { sam3dBody, sam3dObjects } from "./sam-3d.js";
import { sana } from "./sana.js";
import { seedStory } from "./seed-story.js";
import { sklearn } from "./sklearn.js";
import { threedtopiaXl } from "./threedtopia-xl.js";
import { univa } from "./univa.js";
import { vfiMamba } from "./vfi-mamba.js";

/** Generators for image, video and 3D generation libraries, and for the Keras, fastai and scikit-learn families. */
export const GENERATION_GENERATORS: Record<string, SnippetGenerator> = {
	diffusers,
	diffusionkit,
	sana,
	ltx,
	"phantom-wan": phantomWan,
	"seed-story": seedStory,
	univa,
	"vfi-mamba": vfiMamba,
	"3dtopia-xl": threedtopiaXl,
	"mesh-anything": meshAnything,
	renderformer,
	"sam-3d-body": sam3dBody,
	"sam-3d-objects": sam3dObjects,
	"describe-anything": describeAnything,
	lvface,
	keras,
	"keras-hub": kerasHub,
	"tf-keras": tfKeras,
	fastai,
	sklearn,
};
