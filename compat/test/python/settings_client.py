"""huggingface_hub's repository settings against Modelhub: create_repo(private=True) and update_repo_settings(private=…,
gated=…) for each repository type, `hf repos settings --private`, what an anonymous caller then finds, visibilities
the hub does not have (refused), and list_models/list_datasets(gated=True). Reads a JSON spec (argv[1])
and prints one JSON line of findings."""
import json
import os
import subprocess
import sys

from huggingface_hub import HfApi
from huggingface_hub.errors import HfHubHTTPError, RepositoryNotFoundError

spec = json.load(open(sys.argv[1]))
endpoint = os.environ["HF_ENDPOINT"]
owner = HfApi(endpoint=endpoint, token=spec["token"])
anonymous = HfApi(endpoint=endpoint, token=False)
org = spec["org"]
found = {}


def seen(repo_id, repo_type):
    """What an anonymous caller gets for a repository: its `private` flag, or the error's name."""
    try:
        return anonymous.repo_info(repo_id, repo_type=repo_type).private
    except RepositoryNotFoundError:
        return "RepositoryNotFoundError"


def refused(call):
    """The status and message of a refused call (None when it was not refused)."""
    try:
        call()
        return None
    except HfHubHTTPError as e:
        return [e.response.status_code, e.response.json().get("error", "")]


for repo_type in ("model", "dataset", "space"):
    sdk = {"space_sdk": "gradio"} if repo_type == "space" else {}
    made = f"{org}/born-private-{repo_type}"
    owner.create_repo(made, repo_type=repo_type, private=True, **sdk)
    shown = f"{org}/shown-{repo_type}"
    owner.create_repo(shown, repo_type=repo_type, **sdk)
    steps = {"created_private": seen(made, repo_type), "owner_sees": owner.repo_info(made, repo_type=repo_type).private}
    steps["created_public"] = seen(shown, repo_type)
    owner.update_repo_settings(shown, private=True, repo_type=repo_type)
    steps["after_private"] = seen(shown, repo_type)
    owner.update_repo_settings(shown, private=False, repo_type=repo_type)
    steps["after_public"] = seen(shown, repo_type)
    owner.update_repo_settings(shown, gated="manual", repo_type=repo_type)
    steps["gated"] = anonymous.repo_info(shown, repo_type=repo_type).gated
    steps["hidden_refused"] = refused(lambda: owner.update_repo_settings(shown, visibility="hidden", repo_type=repo_type))
    steps["create_hidden_refused"] = refused(
        lambda: owner.create_repo(f"{org}/never-{repo_type}", repo_type=repo_type, visibility="hidden", **sdk)
    )
    steps["never_made"] = refused(lambda: owner.repo_info(f"{org}/never-{repo_type}", repo_type=repo_type))
    steps["still"] = [seen(shown, repo_type), anonymous.repo_info(shown, repo_type=repo_type).gated]
    found[repo_type] = steps

found["space_protected_refused"] = refused(
    lambda: owner.update_repo_settings(f"{org}/shown-space", visibility="protected", repo_type="space")
)

# list_spaces takes no `gated` (the server's own tests ask /api/spaces?gated=).
lists = {"model": owner.list_models, "dataset": owner.list_datasets}
found["gated_lists"] = {t: sorted(r.id for r in lists[t](author=org, gated=True)) for t in lists}
found["open_lists"] = {t: sorted(r.id for r in lists[t](author=org, gated=False)) for t in lists}

cli_repo = f"{org}/cli-model"
owner.create_repo(cli_repo)
cli = subprocess.run(
    [os.path.join(os.path.dirname(sys.executable), "hf"), "repos", "settings", cli_repo, "--private"],
    env={**os.environ, "HF_TOKEN": spec["token"]},
    capture_output=True,
    text=True,
)
found["cli"] = {"code": cli.returncode, "seen": seen(cli_repo, "model")}
print(json.dumps(found))
