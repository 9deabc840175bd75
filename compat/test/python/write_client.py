"""huggingface_hub's write API against Modelhub (LFS uploads, HF_HUB_DISABLE_XET=1): create_repo (and exist_ok),
upload_file, upload_folder with allow/delete patterns, a multipart LFS upload, create_commit with a parentCommit,
delete_file, a copy of a large file (CommitOperationCopy), branches and tags, list_repo_refs and list_repo_commits, the `hf upload` command, and downloads that
match what was sent byte for byte. Reads a JSON spec (argv[1]) and prints one JSON line of findings."""
import hashlib
import json
import os
import subprocess
import sys

from huggingface_hub import CommitOperationAdd, CommitOperationCopy, CommitOperationDelete, HfApi, snapshot_download
from huggingface_hub.errors import HfHubHTTPError

spec = json.load(open(sys.argv[1]))
api = HfApi(endpoint=os.environ["HF_ENDPOINT"], token=spec["token"])
repo = spec["repo"]
work = spec["work"]
found = {}

url = api.create_repo(repo, private=spec.get("private", False))
found["created"] = str(url)
found["exist_ok"] = str(api.create_repo(repo, exist_ok=True))
try:
    api.create_repo(repo)
    found["again"] = "created twice"
except HfHubHTTPError as e:
    found["again"] = e.response.status_code

small = os.path.join(work, "config.json")
open(small, "w").write('{"model_type": "gpt2", "architectures": ["GPT2LMHeadModel"], "n_layer": 2}')
info = api.upload_file(path_or_fileobj=small, path_in_repo="config.json", repo_id=repo, commit_message="add config")
found["commit_oid_len"] = len(info.oid)

folder = os.path.join(work, "folder")
os.makedirs(os.path.join(folder, "sub"), exist_ok=True)
open(os.path.join(folder, "README.md"), "w").write("---\nlicense: apache-2.0\nlibrary_name: transformers\npipeline_tag: text-generation\n---\n# Pushed from Python\n")
open(os.path.join(folder, "sub", "notes.txt"), "w").write("notes\n")
open(os.path.join(folder, "skip.log"), "w").write("not wanted\n")
weights = os.urandom(spec["big_size"])
open(os.path.join(folder, "model.safetensors"), "wb").write(weights)
api.upload_folder(folder_path=folder, repo_id=repo, allow_patterns=["*.md", "sub/*", "*.safetensors"], commit_message="upload folder")
found["after_folder"] = sorted(api.list_repo_files(repo))

api.upload_folder(folder_path=os.path.join(folder, "sub"), path_in_repo="sub", repo_id=repo, delete_patterns=["*.txt"], allow_patterns=["nothing-matches"])
found["after_delete_patterns"] = sorted(api.list_repo_files(repo))

head = api.model_info(repo).sha
api.create_commit(
    repo,
    operations=[CommitOperationAdd("extra.txt", b"extra\n"), CommitOperationDelete("config.json")],
    commit_message="with parent",
    parent_commit=head,
)
try:
    api.create_commit(repo, operations=[CommitOperationAdd("late.txt", b"late\n")], commit_message="stale", parent_commit=head)
    found["stale"] = "accepted"
except HfHubHTTPError as e:
    found["stale"] = e.response.status_code
api.delete_file("extra.txt", repo)
# A copy of a large file names its object without a size (the hub takes the source's).
api.create_commit(
    repo,
    operations=[CommitOperationCopy(src_path_in_repo="model.safetensors", path_in_repo="copies/model.safetensors")],
    commit_message="copy the weights",
)
api.create_branch(repo, branch="dev")
api.upload_file(path_or_fileobj=b"on dev\n", path_in_repo="dev.txt", repo_id=repo, revision="dev")
api.create_tag(repo, tag="v1.0", tag_message="first")
refs = api.list_repo_refs(repo)
found["branches"] = sorted(b.name for b in refs.branches)
found["tags"] = [t.name for t in refs.tags]
found["history"] = [c.title for c in api.list_repo_commits(repo)]
found["dev_files"] = sorted(api.list_repo_files(repo, revision="dev"))

cli = subprocess.run(
    [os.path.join(os.path.dirname(sys.executable), "hf"), "upload", repo, small, "cli/config.json", "--commit-message", "from the cli"],
    env={**os.environ, "HF_TOKEN": spec["token"]},
    capture_output=True,
    text=True,
)
found["cli"] = cli.returncode
found["cli_out"] = (cli.stdout + cli.stderr)[-400:]

path = snapshot_download(repo, cache_dir=os.path.join(work, "cache"))
found["downloaded"] = sorted(
    os.path.relpath(os.path.join(d, f), path) for d, _, fs in os.walk(path) for f in fs
)
found["weights_match"] = hashlib.sha256(open(os.path.join(path, "model.safetensors"), "rb").read()).hexdigest() == hashlib.sha256(weights).hexdigest()
found["copy_matches"] = open(os.path.join(path, "copies", "model.safetensors"), "rb").read() == weights
found["record"] = {k: v for k, v in api.model_info(repo).__dict__.items() if k in ("pipeline_tag", "library_name")}
print(json.dumps(found))
