"""Xet with huggingface_hub + hf_xet against Modelhub. `upload SPEC`: upload_folder of SPEC's folder to SPEC's repo
(through Xet, as a default install does). `download SPEC [--no-hf-xet]`: snapshot_download into a fresh cache, by Xet
reconstruction, or (with --no-hf-xet) as an install without hf_xet does, hf_xet made unimportable. Prints one JSON line:
each file's sha256, and whether hf_xet was importable."""
import sys

if "--no-hf-xet" in sys.argv:
    # An install without hf_xet, as the client sees one: the import fails and no distribution metadata is found.
    import importlib.metadata

    sys.modules["hf_xet"] = None
    _version = importlib.metadata.version

    def _without_hf_xet(name):
        if name.replace("-", "_") == "hf_xet":
            raise importlib.metadata.PackageNotFoundError(name)
        return _version(name)

    importlib.metadata.version = _without_hf_xet

import hashlib
import json
import os

from huggingface_hub import HfApi, snapshot_download
from huggingface_hub.utils._runtime import is_xet_available

command, spec = sys.argv[1], json.load(open(sys.argv[2]))
found = {"xet_available": is_xet_available()}
api = HfApi(endpoint=os.environ["HF_ENDPOINT"], token=spec["token"])
if command == "upload":
    api.create_repo(spec["repo"], exist_ok=True)
    info = api.upload_folder(folder_path=spec["folder"], repo_id=spec["repo"], commit_message=spec.get("message", "upload"))
    found["commit"] = info.oid
else:
    path = snapshot_download(spec["repo"], cache_dir=spec["cache"], token=spec["token"])
    found["files"] = {
        os.path.relpath(os.path.join(d, f), path): hashlib.sha256(open(os.path.join(d, f), "rb").read()).hexdigest()
        for d, _, fs in os.walk(path)
        for f in fs
    }
print(json.dumps(found))
