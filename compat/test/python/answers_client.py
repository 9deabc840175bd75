"""huggingface_hub's reading calls whose answers it parses strictly, against Modelhub: list_repo_tree and
get_paths_info with expand=True (each file's last commit and security status) on a repository holding an LFS file,
and list_repo_commits with formatted=True (the titles and messages as HTML). Reads a JSON spec (argv[1]: token,
repo, title, description) and prints one JSON line of what the client gave back."""
import json
import os
import sys

from huggingface_hub import CommitOperationAdd, HfApi
from huggingface_hub.hf_api import RepoFile

spec = json.load(open(sys.argv[1]))
api = HfApi(endpoint=os.environ["HF_ENDPOINT"], token=spec["token"])
repo = spec["repo"]

api.create_repo(repo)
api.create_commit(
    repo,
    operations=[
        CommitOperationAdd("weights.bin", os.urandom(4096)),
        CommitOperationAdd("docs/notes.txt", b"notes\n"),
    ],
    commit_message=spec["title"],
    commit_description=spec["description"],
)


def security_of(entry):
    """The client's parsed security status of a file (None when the hub sent none)."""
    s = entry.security
    return None if s is None else {"status": s["status"], "safe": s["safe"], "av_scan": s["av_scan"],
                                   "pickle_import_scan": s["pickle_import_scan"]}


tree = {}
for e in api.list_repo_tree(repo, recursive=True, expand=True):
    tree[e.path] = {
        "file": isinstance(e, RepoFile),
        "lfs": bool(getattr(e, "lfs", None)),
        "last_commit": e.last_commit.title if e.last_commit else None,
        "security": security_of(e) if isinstance(e, RepoFile) else None,
    }
paths = {
    e.path: {"security": security_of(e), "last_commit": e.last_commit.title if e.last_commit else None}
    for e in api.get_paths_info(repo, ["weights.bin", "docs/notes.txt", "docs"], expand=True)
    if isinstance(e, RepoFile)
}
commits = [
    {"title": c.title, "message": c.message, "formatted_title": c.formatted_title,
     "formatted_message": c.formatted_message}
    for c in api.list_repo_commits(repo, formatted=True)
]
plain = [{"formatted_title": c.formatted_title} for c in api.list_repo_commits(repo)]
print(json.dumps({"tree": tree, "paths": paths, "commits": commits, "plain": plain}))
