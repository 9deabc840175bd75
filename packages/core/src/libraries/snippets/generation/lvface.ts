/** LVFace: face recognition embeddings from ONNX exports, run by the LVFace repository's inference_onnx module. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { bash, python } from "../common.js";

export function lvface(model: ModelRecord): Snippet[] {
	return [
		bash(
			[
				"git clone https://github.com/bytedance/LVFace.git",
				"cd LVFace",
				"# What inference_onnx.py imports (the repository's requirement.txt pins numpy 1.23, which stops at Python 3.11);",
				"# onnxruntime instead of onnxruntime-gpu on a machine without a CUDA GPU",
				"pip install onnxruntime-gpu opencv-python-headless requests huggingface_hub",
			].join("\n"),
		),
		python(py`
			# Run from the root of the LVFace repository.
			from pathlib import Path

			from huggingface_hub import snapshot_download
			from inference_onnx import LVFaceONNXInferencer

			# Fetch only the ONNX exports; repositories hold one per model size.
			local_dir = snapshot_download(${model.id}, allow_patterns=["*.onnx"])
			onnx_files = sorted(Path(local_dir).rglob("*.onnx"))
			print([str(f.relative_to(local_dir)) for f in onnx_files])

			# use_gpu=False runs on the CPU
			inferencer = LVFaceONNXInferencer(str(onnx_files[0]), use_gpu=True)
			embedding1 = inferencer.infer_from_image("path/to/face1.jpg")
			embedding2 = inferencer.infer_from_image("path/to/face2.jpg")
			print("similarity:", inferencer.calculate_similarity(embedding1, embedding2))
		`),
	];
}
