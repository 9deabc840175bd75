"""Drives the Python Hub clients against a running Modelhub (HF_ENDPOINT) and checks what they download.

Usage: python hub_client.py <spec.json>, spec = {repo, main, first, main_dir, first_dir, author}: the commit ids of
the repository's two revisions and folders holding their expected files. Prints one JSON line of findings; any
mismatch fails an assert (non-zero exit).
"""

import hashlib
import json
import os
import sys
from pathlib import Path

from huggingface_hub import hf_hub_download, list_models, list_repo_tree, model_info, snapshot_download
from huggingface_hub.errors import EntryNotFoundError, RepositoryNotFoundError, RevisionNotFoundError


def files_of(folder):
    root = Path(folder)
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def hub_blob_name(path, data):
    """The name the Hub's cache gives a file's blob: the sha256 for LFS files, else the git blob id."""
    lfs_ext = {"safetensors", "bin", "gguf", "onnx", "pt", "pth", "h5", "msgpack", "ckpt", "pkl", "npy", "npz"}
    if len(data) >= 10 * 1024 * 1024 or path.rsplit(".", 1)[-1] in lfs_ext:
        return hashlib.sha256(data).hexdigest()
    return hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()


spec = json.loads(Path(sys.argv[1]).read_text())
repo, main, first = spec["repo"], spec["main"], spec["first"]
expected = {"main": files_of(spec["main_dir"]), "first": files_of(spec["first_dir"])}
out = {}

info = model_info(repo)
assert info.sha == main, (info.sha, main)
assert sorted(s.rfilename for s in info.siblings) == sorted(expected["main"]), info.siblings
assert info.pipeline_tag == "text-generation" and info.library_name == "transformers", info
old = model_info(repo, revision=first, files_metadata=True)
assert old.sha == first
sizes = {s.rfilename: s.size for s in old.siblings}
assert sizes == {p: len(b) for p, b in expected["first"].items()}, sizes
weights = next(s for s in old.siblings if s.rfilename == "model.safetensors")
assert weights.lfs is not None and weights.lfs.sha256 == hashlib.sha256(expected["first"]["model.safetensors"]).hexdigest()

config_path = hf_hub_download(repo, "config.json")
assert Path(config_path).read_bytes() == expected["main"]["config.json"]

for label, revision in (("main", None), ("first", first)):
    folder = snapshot_download(repo, revision=revision)
    got = files_of(folder)
    assert got == expected[label], (label, sorted(got), sorted(expected[label]))
    out[f"snapshot_{label}"] = sorted(got)

cache = Path(os.environ["HF_HOME"]) / "hub" / f"models--{repo.replace('/', '--')}"
blobs = sorted(p.name for p in (cache / "blobs").iterdir())
want = sorted({hub_blob_name(p, b) for rev in expected.values() for p, b in rev.items()})
assert blobs == want, (blobs, want)
assert (cache / "refs" / "main").read_text() == main
out["cache_blobs"] = len(blobs)

tree = sorted(e.path for e in list_repo_tree(repo, recursive=True) if hasattr(e, "size") and not hasattr(e, "tree_id"))
assert tree == sorted(expected["main"]), tree
out["tree"] = tree

ids = [m.id for m in list_models(author=spec["author"], limit=50)]
assert repo in ids, ids

# Each error names the request's id (the hub's X-Request-Id), which a user can report.
out["request_ids"] = []
for call, error in (
    (lambda: hf_hub_download(repo, "no-such-file.txt"), EntryNotFoundError),
    (lambda: hf_hub_download(repo, "config.json", revision="v404"), RevisionNotFoundError),
    (lambda: hf_hub_download("nobody/nothing", "config.json"), RepositoryNotFoundError),
):
    try:
        call()
        raise AssertionError(f"expected {error.__name__}")
    except error as e:
        out["request_ids"].append(getattr(e, "request_id", None))

from transformers import pipeline  # noqa: E402  (slow import, after the client checks)

generate = pipeline("text-generation", model=repo)
text = generate("hello world", max_new_tokens=3, do_sample=False)[0]["generated_text"]
assert isinstance(text, str) and text.startswith("hello world"), text
out["generated"] = text
print(json.dumps(out))
