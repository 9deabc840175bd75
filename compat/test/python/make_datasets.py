"""
Writes three small dataset repositories under the folder given, as their authors would: acme/reviews (push_to_hub's
sharded parquet layout), acme/translations (TSV files and a card with two configs), acme/qa (JSON Lines splits).
"""
import os
import sys

import pandas as pd

root = sys.argv[1]


def repo(name, files, card=None):
    base = os.path.join(root, name)
    for path, write in files.items():
        full = os.path.join(base, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        write(full)
    with open(os.path.join(base, "README.md"), "w") as f:
        f.write(("---\n" + card + "---\n" if card else "") + f"# {name}\n")


frame = lambda n, word: pd.DataFrame({"id": range(n), "text": [f"{word} {i}" for i in range(n)]})  # noqa: E731
repo(
    "acme/reviews",
    {
        "data/train-00000-of-00002.parquet": lambda p: frame(30, "good").to_parquet(p, index=False),
        "data/train-00001-of-00002.parquet": lambda p: frame(30, "fine").to_parquet(p, index=False),
        "data/test-00000-of-00001.parquet": lambda p: frame(10, "bad").to_parquet(p, index=False),
    },
)
repo(
    "acme/translations",
    {
        "en/train.tsv": lambda p: frame(20, "hello").to_csv(p, sep="\t", index=False),
        "en/test.tsv": lambda p: frame(5, "bye").to_csv(p, sep="\t", index=False),
        "fr/all.tsv": lambda p: frame(7, "bonjour").to_csv(p, sep="\t", index=False),
    },
    "configs:\n- config_name: en\n  data_files:\n  - split: train\n    path: en/train.tsv\n  - split: test\n    path: en/test.tsv\n"
    "- config_name: fr\n  data_files: fr/*.tsv\n",
)
repo(
    "acme/qa",
    {
        "train.jsonl": lambda p: frame(12, "question").to_json(p, orient="records", lines=True),
        "validation.jsonl": lambda p: frame(4, "check").to_json(p, orient="records", lines=True),
    },
)
