"""datasets' push_to_hub to Modelhub the default way (hf_xet installed: huggingface_hub uploads every LFS file through
Xet), as the user of HF_TOKEN: a small text table with a class label, an image column and two splits, to the
repository argv[1]. Prints one JSON line: whether hf_xet was importable and the rows pushed per split."""
import io
import json
import sys

from datasets import ClassLabel, Dataset, DatasetDict, Features, Image, Value
from huggingface_hub.utils._runtime import is_xet_available
from PIL import Image as PILImage

repo = sys.argv[1]


def png(color):
    out = io.BytesIO()
    PILImage.new("RGB", (4, 3), color).save(out, format="PNG")
    return out.getvalue()


features = Features({"id": Value("int64"), "text": Value("string"), "label": ClassLabel(names=["neg", "pos"]), "image": Image()})


def split(n, word):
    return Dataset.from_dict(
        {
            "id": list(range(n)),
            "text": [f"{word} {i}" for i in range(n)],
            "label": [i % 2 for i in range(n)],
            "image": [{"bytes": png((255, 0, 0) if i % 2 else (0, 0, 255)), "path": None} for i in range(n)],
        },
        features=features,
    )


data = DatasetDict({"train": split(30, "xet"), "test": split(5, "held")})
data.push_to_hub(repo, commit_message="push the dataset")
print(json.dumps({"xet_available": is_xet_available(), "rows": {k: v.num_rows for k, v in data.items()}}))
