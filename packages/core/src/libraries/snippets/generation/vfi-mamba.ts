/** VFIMamba: video frame interpolation; the model computes the frame halfway between two frames. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { bash, python } from "../common.js";

export function vfiMamba(model: ModelRecord): Snippet[] {
	return [
		bash(
			"# The model code lives in the VFIMamba repository (it also needs the mamba_ssm and causal_conv1d CUDA packages)\ngit clone https://github.com/MCG-NJU/VFIMamba.git\ncd VFIMamba",
		),
		python(py`
			# Run from the root of the VFIMamba repository.
			import cv2
			import torch

			from Trainer_finetune import Model
			from benchmark.utils.padder import InputPadder

			model = Model.from_pretrained(${model.id})
			model.eval()

			def to_tensor(frame):
			    return (torch.tensor(frame.transpose(2, 0, 1)).cuda() / 255.0).unsqueeze(0)

			frame0 = cv2.imread("example/im1.png")
			frame1 = cv2.imread("example/im2.png")
			img0, img1 = to_tensor(frame0), to_tensor(frame1)

			# Both frames are padded to a multiple of 32, then the middle frame is cropped back.
			padder = InputPadder(img0.shape, divisor=32)
			img0, img1 = padder.pad(img0, img1)
			middle = padder.unpad(model.inference(img0, img1, True))[0]
			cv2.imwrite("middle.png", (middle.detach().cpu().numpy().transpose(1, 2, 0) * 255.0).astype("uint8"))
			print("Saved middle.png")
		`),
	];
}
