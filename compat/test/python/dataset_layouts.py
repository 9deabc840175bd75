"""
For each repository layout on stdin ({"files": [...], "card": {...}|null}), lays the files out in a folder (with
the card as README.md front matter) and asks the real `datasets` library which configs, builders, splits and files it
finds (load_dataset_builder per config, offline). Prints one JSON list: per layout {config: {builder, splits}} or
{config: {"error": ...}}.
"""
import json
import os
import sys
import tempfile
import warnings

warnings.filterwarnings("ignore")
os.environ["HF_DATASETS_OFFLINE"] = "1"

import datasets  # noqa: E402
import yaml  # noqa: E402
from datasets import get_dataset_config_names, load_dataset_builder  # noqa: E402

datasets.logging.set_verbosity_error()
datasets.disable_progress_bars()

out = []
for layout in json.load(sys.stdin):
    d = tempfile.mkdtemp()
    for f in layout["files"]:
        p = os.path.join(d, f)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "w") as fh:
            fh.write("a\n1\n")
    if layout.get("card"):
        with open(os.path.join(d, "README.md"), "w") as fh:
            fh.write("---\n" + yaml.safe_dump(layout["card"]) + "---\n")
    result = {}
    try:
        names = get_dataset_config_names(d)
    except Exception as e:  # noqa: BLE001
        out.append({"*": {"error": type(e).__name__}})
        continue
    for name in names:
        try:
            b = load_dataset_builder(d, name)
            splits = {str(k): [os.path.relpath(x, d) for x in v] for k, v in (b.config.data_files or {}).items()}
            result[name] = {"builder": b.name, "splits": splits}
        except Exception as e:  # noqa: BLE001
            result[name] = {"error": type(e).__name__}
    out.append(result)
print(json.dumps(out))
