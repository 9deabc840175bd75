"""Datasets published to Modelhub and read back with the real clients (HF_ENDPOINT at the hub, LFS uploads as with
HF_HUB_DISABLE_XET=1): small tables made by pandas and pyarrow (parquet, CSV, JSON Lines; three configs, several
splits) and an image folder made by Pillow, each sent with huggingface_hub's upload_folder(repo_type="dataset"), then
loaded with datasets.load_dataset (and streaming=True), read by pandas from hf://datasets/... paths, listed and opened
through HfFileSystem; a gated dataset refused to another user, then loaded with that user's token once the owner has
granted access. Reads a JSON spec (argv[1]: owner, owner_token, reader, reader_token, work) and prints one JSON line
of findings."""
import json
import os
import sys

import pandas as pd
import pyarrow as pa
import pyarrow.parquet as pq
from PIL import Image

spec = json.load(open(sys.argv[1]))
work = spec["work"]
owner = spec["owner"]
found = {}

from datasets import load_dataset  # noqa: E402
from huggingface_hub import HfApi, HfFileSystem  # noqa: E402

api = HfApi(token=spec["owner_token"])


def write(folder, files, card):
    for path, make in files.items():
        full = os.path.join(folder, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        make(full)
    with open(os.path.join(folder, "README.md"), "w") as f:
        f.write(card)


def publish(name, files, card, gated=False):
    repo = f"{owner}/{name}"
    folder = os.path.join(work, name)
    write(folder, files, card)
    api.create_repo(repo, repo_type="dataset")
    api.upload_folder(folder_path=folder, repo_id=repo, repo_type="dataset", commit_message=f"add {name}")
    if gated:
        api.update_repo_settings(repo, gated="manual", repo_type="dataset")
    return repo


# -- parquet by pyarrow: two configs (the card's), sharded splits; CSV by pandas: two configs; JSON Lines by pandas:
# splits from the file names. (The datasets library reads a whole repository with one builder: one format a repo.)
n_train, n_test = 40, 8
table = lambda n, word: pa.table({"id": list(range(n)), "text": [f"{word} {i}" for i in range(n)], "score": [i / 4 for i in range(n)]})  # noqa: E731
frame = lambda n, word: pd.DataFrame({"id": range(n), "text": [f"{word} {i}" for i in range(n)], "label": [i % 3 for i in range(n)]})  # noqa: E731
tables = publish(
    "tables",
    {
        "data/train-00000-of-00002.parquet": lambda p: pq.write_table(table(n_train // 2, "good"), p),
        "data/train-00001-of-00002.parquet": lambda p: pq.write_table(table(n_train // 2, "fine"), p),
        "data/test-00000-of-00001.parquet": lambda p: pq.write_table(table(n_test, "bad"), p),
        "extra/all.parquet": lambda p: pq.write_table(table(5, "more"), p),
    },
    """---
license: cc-by-4.0
task_categories: [text-classification]
language: [en]
configs:
- config_name: default
  default: true
  data_files:
  - split: train
    path: data/train-*.parquet
  - split: test
    path: data/test-*.parquet
- config_name: extra
  data_files: extra/*.parquet
---
# Tables
Made by pyarrow.
""",
)
found["files"] = sorted(api.list_repo_files(tables, repo_type="dataset"))
texts = publish(
    "texts",
    {
        "en/train.csv": lambda p: frame(30, "comma").to_csv(p, index=False),
        "en/validation.csv": lambda p: frame(6, "check").to_csv(p, index=False),
        "fr/train.csv": lambda p: frame(4, "virgule").to_csv(p, index=False),
    },
    """---
license: mit
configs:
- config_name: en
  data_files:
  - split: train
    path: en/train.csv
  - split: validation
    path: en/validation.csv
- config_name: fr
  data_files: fr/*.csv
---
# Texts
""",
)
lines_repo = publish(
    "lines",
    {
        "train.jsonl": lambda p: frame(12, "line").to_json(p, orient="records", lines=True),
        "test.jsonl": lambda p: frame(3, "last").to_json(p, orient="records", lines=True),
    },
    "---\nlicense: mit\n---\n# Lines\n",
)

ds = load_dataset(tables)
found["default"] = {split: ds[split].num_rows for split in ds}
found["default_columns"] = ds["train"].column_names
found["default_first"] = ds["train"][0]
found["default_last"] = ds["train"][n_train - 1]
found["extra"] = load_dataset(tables, "extra", split="train")["text"][:]
csv = load_dataset(texts, "en")
found["csv"] = {split: csv[split].num_rows for split in csv}
found["csv_row"] = csv["validation"][5]
found["csv_fr"] = load_dataset(texts, "fr", split="train")["text"][:]
lines = load_dataset(lines_repo)
found["lines"] = {split: lines[split].num_rows for split in lines}
found["lines_test"] = lines["test"].to_list()
stream = load_dataset(texts, "en", split="train", streaming=True)
found["streamed"] = [row["text"] for row in stream.take(3)]
found["streamed_count"] = sum(1 for _ in load_dataset(tables, split="test", streaming=True))
found["streamed_lines"] = [row["text"] for row in load_dataset(lines_repo, split="test", streaming=True)]

# pandas over hf:// paths (HfFileSystem under fsspec, which honours HF_ENDPOINT)
found["pandas_parquet"] = pd.read_parquet(f"hf://datasets/{tables}/data/test-00000-of-00001.parquet").text.tolist()[:2]
found["pandas_csv"] = int(pd.read_csv(f"hf://datasets/{texts}/en/train.csv").label.sum())
found["pandas_jsonl"] = pd.read_json(f"hf://datasets/{lines_repo}/train.jsonl", lines=True).shape[0]

fs = HfFileSystem(token=spec["owner_token"])
found["fs_ls"] = sorted(e["name"] for e in fs.ls(f"datasets/{texts}/en", detail=True))
found["fs_glob"] = sorted(fs.glob(f"datasets/{tables}/**/*.parquet"))
with fs.open(f"datasets/{lines_repo}/test.jsonl", "r") as f:
    found["fs_open"] = f.readline().strip()
found["fs_info_size"] = fs.info(f"datasets/{texts}/en/validation.csv")["size"]

# -- an image folder (Pillow): labels from the folder names --
def png(color):
    return lambda p: Image.new("RGB", (8, 6), color).save(p)


pets = publish(
    "pets",
    {
        "train/cat/1.png": png("red"),
        "train/cat/2.png": png("red"),
        "train/dog/3.png": png("blue"),
        "test/cat/4.png": png("red"),
        "test/dog/5.png": png("blue"),
    },
    "---\nlicense: mit\ntask_categories: [image-classification]\n---\n# Pets\n",
)
images = load_dataset(pets)
found["pets"] = {split: images[split].num_rows for split in images}
found["pets_labels"] = images["train"].features["label"].names
found["pets_first"] = {"size": list(images["train"][0]["image"].size), "pixel": list(images["train"][0]["image"].getpixel((0, 0))), "label": images["train"][0]["label"]}
found["pets_stream"] = [row["label"] for row in load_dataset(pets, split="test", streaming=True)]

# -- images inside parquet (the datasets Image feature), one too large for the viewer to inline --
import hashlib  # noqa: E402
import io  # noqa: E402
import random  # noqa: E402

from datasets import Dataset, Features, Image as ImageFeature, Value  # noqa: E402

rng = random.Random(7)
noise = Image.frombytes("RGB", (128, 128), bytes(rng.randrange(256) for _ in range(128 * 128 * 3)))
buf = io.BytesIO()
noise.save(buf, format="PNG")
big_png = buf.getvalue()
found["photo_sha256"] = hashlib.sha256(big_png).hexdigest()
found["photo_bytes"] = len(big_png)


def photos_parquet(p):
    Dataset.from_dict(
        {"image": [{"bytes": big_png, "path": "noise.png"}], "caption": ["noise"]},
        features=Features({"image": ImageFeature(), "caption": Value("string")}),
    ).to_parquet(p)


photos = publish("photos", {"data/train-00000-of-00001.parquet": photos_parquet}, "---\nlicense: mit\n---\n# Photos\n")
found["photos_size"] = list(load_dataset(photos, split="train")[0]["image"].size)

# -- a gated dataset: refused to another user until the owner grants access --
locked = publish(
    "locked",
    {"data.csv": lambda p: frame(5, "secret").to_csv(p, index=False)},
    "---\nlicense: other\n---\n# Locked\n",
    gated=True,
)
try:
    load_dataset(locked, token=spec["reader_token"], download_mode="force_redownload")
    found["gated_before"] = "loaded"
except Exception as e:  # the library's own error type varies by version: name it
    found["gated_before"] = type(e).__name__ + ": " + str(e).split("\n")[0][:200]
api.grant_access(locked, spec["reader"], repo_type="dataset")
granted = load_dataset(locked, token=spec["reader_token"], split="train", download_mode="force_redownload")
found["gated_after"] = granted["text"][:]
found["gated_pandas"] = pd.read_csv(f"hf://datasets/{locked}/data.csv", storage_options={"token": spec["reader_token"]}).shape[0]

print(json.dumps(found, default=str))
