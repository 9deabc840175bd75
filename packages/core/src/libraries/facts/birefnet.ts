import { TRANSFORMERS } from "./shared/transformers.js";
import type { LibraryFacts, PackageFacts } from "./types.js";

const BIREFNET: PackageFacts = {
	package: "BiRefNet",
	repository: "ZhengPeng7/BiRefNet",
	release: "1.0",
	commit: "25cb9309bacf3dde954e4584594e16e142c51de5",
	note: "a research repository without a package version",
	names: {
		"models.birefnet": { source: "models/birefnet.py" },
		"models.birefnet.BiRefNet": { source: "models/birefnet.py" },
		"models.birefnet.BiRefNet.__call__": { source: "models/birefnet.py (BiRefNet.forward)" },
		"models.birefnet.BiRefNet.eval": { source: "models/birefnet.py (a torch nn.Module)" },
		"models.birefnet.BiRefNet.from_pretrained": {
			source: "models/birefnet.py (PyTorchModelHubMixin)",
			returns: "models.birefnet.BiRefNet",
		},
		torchvision: { source: "tutorials/BiRefNet_inference.ipynb (the repository's own preprocessing)" },
		"torchvision.transforms": { source: "tutorials/BiRefNet_inference.ipynb" },
		"torchvision.transforms.Compose": {
			source: "tutorials/BiRefNet_inference.ipynb",
			returns: "torchvision.transforms.Compose",
		},
		"torchvision.transforms.Compose.__call__": { source: "tutorials/BiRefNet_inference.ipynb" },
		"torchvision.transforms.Normalize": { source: "tutorials/BiRefNet_inference.ipynb" },
		"torchvision.transforms.Resize": { source: "tutorials/BiRefNet_inference.ipynb" },
		"torchvision.transforms.ToPILImage": { source: "tutorials/BiRefNet_inference.ipynb" },
		"torchvision.transforms.ToTensor": { source: "tutorials/BiRefNet_inference.ipynb" },
	},
};

export const BIREFNET_FACTS: LibraryFacts = {
	library: "birefnet",
	packages: [BIREFNET, TRANSFORMERS],
	installs: {
		torch: "requirements.txt",
		torchvision: "requirements.txt",
		transformers: "requirements.txt",
		timm: "requirements.txt",
		kornia: "requirements.txt",
		einops: "requirements.txt",
		"-r requirements.txt": "requirements.txt of the BiRefNet repository",
		"https://github.com/ZhengPeng7/BiRefNet": "the repository",
	},
};
