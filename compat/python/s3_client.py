"""huggingface_hub against a Modelhub whose files are in a bucket: upload (LFS multipart straight to presigned part
URLs, then the completion and verify through the hub), then hf_hub_download and snapshot_download by redirect.
Prints one JSON line: the sha256 of what came back, and the cache's blob names."""
import hashlib
import json
import os
import sys

from huggingface_hub import HfApi, hf_hub_download, snapshot_download

spec = json.load(open(sys.argv[1]))
api = HfApi(endpoint=os.environ["HF_ENDPOINT"], token=spec["token"])
api.create_repo(spec["repo"], exist_ok=True)
api.upload_file(path_or_fileobj=spec["big"], path_in_repo="weights/model.safetensors", repo_id=spec["repo"])
api.upload_file(path_or_fileobj=spec["small"], path_in_repo="tokenizer.bin", repo_id=spec["repo"])
api.upload_file(path_or_fileobj=b'{"model_type": "gpt2"}\n', path_in_repo="config.json", repo_id=spec["repo"])


def sha(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


got = hf_hub_download(spec["repo"], "weights/model.safetensors", token=spec["token"])
folder = snapshot_download(spec["repo"], token=spec["token"])
blobs_dir = os.path.join(os.environ["HF_HOME"], "hub", "models--" + spec["repo"].replace("/", "--"), "blobs")
print(
    json.dumps(
        {
            "download": sha(got),
            "snapshot": {p: sha(os.path.join(folder, p)) for p in ["weights/model.safetensors", "tokenizer.bin", "config.json"]},
            "cache_blobs": sorted(os.listdir(blobs_dir)),
        }
    )
)
