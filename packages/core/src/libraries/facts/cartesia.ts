import { TRANSFORMERS } from "./shared/transformers.js";
import type { LibraryFacts, PackageFacts } from "./types.js";

const COMMIT = "6788a080938a20a8c84969246eea75a20a93dbbb";
const NOTE =
	"cartesia-ai/edge at its newest commit (2024-08-28), whose version.py files say 0.0.1; the package index's newest releases are 0.0.2 (March 2025), whose source is not in that repository";

const CARTESIA_PYTORCH: PackageFacts = {
	package: "cartesia-pytorch",
	repository: "cartesia-ai/edge",
	release: "0.0.1",
	commit: COMMIT,
	note: NOTE,
	names: {
		cartesia_pytorch: { source: "cartesia-pytorch/cartesia_pytorch/__init__.py" },
		"cartesia_pytorch.ReneLMHeadModel": { source: "cartesia-pytorch/cartesia_pytorch/rene.py" },
		"cartesia_pytorch.ReneLMHeadModel.from_pretrained": {
			source: "cartesia-pytorch/cartesia_pytorch/rene.py (a transformers PreTrainedModel)",
			kwargs: "any",
		},
		"cartesia_pytorch.ReneLMHeadModel.generate": {
			source:
				"cartesia-pytorch/cartesia_pytorch/rene.py (generate calls mamba_ssm's GenerationMixin.generate: input_ids, max_length, top_k, top_p, min_p, temperature)",
			kwargs: ["max_length", "top_k", "top_p", "min_p", "temperature"],
		},
	},
};

const CARTESIA_MLX: PackageFacts = {
	package: "cartesia-mlx",
	repository: "cartesia-ai/edge",
	release: "0.0.1",
	commit: COMMIT,
	note: NOTE,
	names: {
		cartesia_mlx: { source: "cartesia-mlx/cartesia_mlx/__init__.py" },
		"cartesia_mlx.from_pretrained": {
			source: "cartesia-mlx/cartesia_mlx/utils/load.py (from_pretrained(path_or_hf_repo, revision=None))",
			kwargs: ["revision"],
			returns: "cartesia_mlx.LM",
		},
		"cartesia_mlx.LM": { source: "cartesia-mlx/cartesia_mlx/models/lm.py" },
		"cartesia_mlx.LM.set_dtype": { source: "mlx.nn.Module.set_dtype (LM is an mlx.nn.Module; example.py calls it)" },
		"cartesia_mlx.LM.generate": {
			source:
				"cartesia-mlx/cartesia_mlx/models/lm.py (generate yields text; **sampling_kwargs: temperature, top_p, min_p, min_tokens_to_keep)",
			kwargs: ["max_tokens", "eval_every_n", "verbose", "temperature", "top_p", "min_p", "min_tokens_to_keep"],
		},
		mlx: { source: "cartesia-mlx/requirements.txt (mlx==0.16.1)" },
		"mlx.core": { source: "mlx (the array package cartesia-mlx builds on)" },
	},
};

export const CARTESIA_PYTORCH_FACTS: LibraryFacts = {
	library: "cartesia_pytorch",
	packages: [CARTESIA_PYTORCH, TRANSFORMERS],
	installs: { "cartesia-pytorch": "cartesia-pytorch/setup.py (NAME = cartesia-pytorch) and its README's install line" },
	support: {
		lastRelease: "cartesia-pytorch 0.0.2 (March 2025; the source read is 0.0.1, August 2024)",
		lastPython: "3.12",
		reason:
			"its setup.py pip-installs torch==2.4.0, causal-conv1d==1.4.0, mamba-ssm==2.2.2 and flash-attn==2.6.3 while it builds (hence --no-binary :all:); torch 2.4.0's wheels stop at Python 3.12",
		source: "cartesia-pytorch/setup.py at 6788a08 (dependency_commands)",
	},
};

export const CARTESIA_MLX_FACTS: LibraryFacts = {
	library: "cartesia_mlx",
	packages: [CARTESIA_MLX],
	installs: {
		"nanobind@git+https://github.com/wjakob/nanobind.git@2f04eac452a6d9142dedb957701bdb20125561e4":
			"cartesia-metal/README.md (the exact nanobind commit it requires)",
		"git+https://github.com/cartesia-ai/edge.git#subdirectory=cartesia-metal": "cartesia-metal/README.md and setup.py",
		"cartesia-mlx": "cartesia-mlx/setup.py (NAME = cartesia-mlx) and its README's install line",
	},
};
