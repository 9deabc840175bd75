/**
 * HTRflow: a pipeline of steps, each naming a model type and a Hub model. The step follows the task
 * (segmentation or text recognition) and the model type follows the repository's name or tags.
 */
import { type Code, py, pyCode, raw } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { withSample } from "../../samples.js";
import type { LibrarySnippetOptions } from "../../types.js";
import { fallback, python } from "../common.js";
import { idLower, idOf, pipelineOf, pipInstall, tagged } from "./shared.js";

const SEGMENTATION_TASKS = new Set(["image-segmentation", "object-detection"]);

/** HTRflow model types, recognised by a word of the repository id or a tag of the same name. */
const MODEL_TYPES: readonly { word: string; type: Code; openmmlab: boolean }[] = [
	{ word: "rtmdet", type: pyCode("RTMDet"), openmmlab: true },
	{ word: "satrn", type: pyCode("Satrn"), openmmlab: true },
	{ word: "yolo", type: pyCode("yolo"), openmmlab: false },
	{ word: "trocr", type: pyCode("TrOCR"), openmmlab: false },
];

/** The two steps, as the literals the config names them by. */
const TEXT_RECOGNITION = pyCode("TextRecognition");
const SEGMENTATION = pyCode("Segmentation");

const RECOGNITION_NOTE = py`
	# A recognition step reads whole images; put a Segmentation step before it to read pages line by line
`;
const SEGMENTATION_NOTE = py`
	# Add a TextRecognition step after this one to transcribe the regions it finds
`;

/** The install lines, written once. */
const INSTALL = pipInstall('"htrflow[all]"');
const OPENMMLAB_INSTALL = pipInstall('"htrflow[all,openmmlab]"');

export function htrflow(model: ModelRecord, options?: LibrarySnippetOptions): Snippet[] {
	const task = pipelineOf(model);
	const step =
		task === "image-to-text" ? TEXT_RECOGNITION : task && SEGMENTATION_TASKS.has(task) ? SEGMENTATION : undefined;
	const lower = idLower(model);
	const kind = MODEL_TYPES.find((m) => lower.includes(m.word) || tagged(model, m.word));
	if (!step || !kind) {
		return fallback(
			"Couldn't tell which HTRflow step and model type this model belongs to.\n" +
				"See https://ai-riksarkivet.github.io/htrflow for how to write a pipeline with it.",
		);
	}
	// The same dict pyValue writes for the pipeline's config, with the id as the only value of the record's.
	const config = py`
		{
		    "steps": [
		        {
		            "step": ${step},
		            "settings": {
		                "model": ${kind.type},
		                "model_settings": {
		                    "model": ${idOf(model)}
		                }
		            }
		        }
		    ]
		}
	`;
	const note = step === TEXT_RECOGNITION ? RECOGNITION_NOTE : SEGMENTATION_NOTE;
	return [
		kind.openmmlab ? OPENMMLAB_INSTALL : INSTALL,
		python(
			withSample(
				py`
			from htrflow.pipeline.pipeline import Pipeline
			from htrflow.volume.volume import Collection

			# The same structure as an HTRflow pipeline YAML file, as a Python dict.
			${raw(note)}
			pipeline = Pipeline.from_config(${raw(config)})

			collection = Collection(["page.jpg"])
			collection = pipeline.run(collection)
			print(collection)  # the tree of regions found, with their text
		`,
				"page.jpg",
				"document",
				"page_path",
				options,
			),
		),
	];
}
