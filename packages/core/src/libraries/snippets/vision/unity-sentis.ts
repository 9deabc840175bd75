/**
 * Unity Sentis / Inference Engine: the repository's .sentis (or .onnx) file is imported as a ModelAsset, then run
 * by a Worker. Repositories tagged `unity-inference-engine` target the renamed package (Unity.InferenceEngine).
 */
import { cs, raw, sh } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { bash } from "../common.js";
import { csharp, idOf, nameOf, pipInstall, tagged } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("huggingface_hub");

/** The script running the model, which depends only on the package's namespace. */
function runModel(namespace: string): string {
	return cs`
		using ${raw(namespace)};
		using UnityEngine;

		public class RunModel : MonoBehaviour
		{
		    // Drag the imported .sentis or .onnx asset onto this field in the Inspector
		    public ModelAsset modelAsset;
		    Worker worker;

		    void Start()
		    {
		        Model model = ModelLoader.Load(modelAsset);
		        worker = new Worker(model, BackendType.GPUCompute);
		    }

		    void OnDisable()
		    {
		        worker?.Dispose();
		    }
		}
	`;
}

const INFERENCE_ENGINE_CODE = runModel("Unity.InferenceEngine");
const SENTIS_CODE = runModel("Unity.Sentis");

export function unitySentis(model: ModelRecord): Snippet[] {
	const namespace = tagged(model, "unity-inference-engine") ? "Unity.InferenceEngine" : "Unity.Sentis";
	return [
		PIP_INSTALL,
		bash(sh`
			# Download the model files into your Unity project's Assets folder
			hf download ${idOf(model)} --local-dir ${`Assets/${nameOf(model)}`}
		`),
		csharp(namespace === "Unity.InferenceEngine" ? INFERENCE_ENGINE_CODE : SENTIS_CODE),
	];
}
