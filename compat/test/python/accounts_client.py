"""huggingface_hub against Modelhub with access tokens: whoami, a private model's info and files, a gated model's
files before and after access is granted (GatedRepoError, then the bytes), the access-request API, and `hf auth whoami`.
Reads a JSON spec (argv[1]) and prints one JSON line of findings."""
import json
import os
import subprocess
import sys

from huggingface_hub import HfApi, hf_hub_download, snapshot_download
from huggingface_hub.errors import GatedRepoError, RepositoryNotFoundError

spec = json.load(open(sys.argv[1]))
endpoint = os.environ["HF_ENDPOINT"]
found = {}

member = HfApi(endpoint=endpoint, token=spec["member_token"])
outsider = HfApi(endpoint=endpoint, token=spec["outsider_token"])
anonymous = HfApi(endpoint=endpoint, token=False)

me = member.whoami()
found["whoami"] = {"name": me["name"], "orgs": [o["name"] for o in me["orgs"]], "role": me["auth"]["accessToken"]["role"]}

found["private_info_member"] = member.model_info(spec["private"]).id
for name, api in (("outsider", outsider), ("anonymous", anonymous)):
    try:
        api.model_info(spec["private"])
        found[f"private_info_{name}"] = "visible"
    except RepositoryNotFoundError:
        found[f"private_info_{name}"] = "RepositoryNotFoundError"

path = snapshot_download(spec["private"], token=spec["member_token"], cache_dir=spec["cache"] + "/member")
found["private_files"] = sorted(os.listdir(path))
found["listed_by_member"] = sorted(m.id for m in member.list_models(author=spec["private"].split("/")[0]))
found["listed_by_outsider"] = sorted(m.id for m in outsider.list_models(author=spec["private"].split("/")[0]))

try:
    hf_hub_download(spec["gated"], "config.json", token=spec["outsider_token"], cache_dir=spec["cache"] + "/before")
    found["gated_before"] = "downloaded"
except GatedRepoError:
    found["gated_before"] = "GatedRepoError"

# The owner grants access through the Hub's access-request API (which the client calls at the module's endpoint).
pending = list(member.list_pending_access_requests(spec["gated"]))
found["pending"] = [r.username for r in pending]
member.accept_access_request(spec["gated"], spec["outsider"])
found["accepted"] = [r.username for r in member.list_accepted_access_requests(spec["gated"])]
config = hf_hub_download(spec["gated"], "config.json", token=spec["outsider_token"], cache_dir=spec["cache"] + "/after")
found["gated_after"] = open(config).read()

cli = subprocess.run(
    [os.path.join(os.path.dirname(sys.executable), "hf"), "auth", "whoami"],
    env={**os.environ, "HF_TOKEN": spec["member_token"]},
    capture_output=True,
    text=True,
)
found["cli_whoami"] = cli.stdout + cli.stderr
print(json.dumps(found))
