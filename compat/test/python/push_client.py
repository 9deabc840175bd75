"""transformers' push_to_hub to Modelhub, then from_pretrained back from it: a tiny GPT-2 made here (argv[1] holds it),
pushed as the user of HF_TOKEN to argv[2], loaded again in a fresh cache and run. Prints one JSON line."""
import json
import os
import sys

from transformers import AutoModelForCausalLM, AutoTokenizer

source, repo = sys.argv[1], sys.argv[2]
model = AutoModelForCausalLM.from_pretrained(source)
tokenizer = AutoTokenizer.from_pretrained(source)
commit = model.push_to_hub(repo, commit_message="push the model")
tokenizer.push_to_hub(repo, commit_message="push the tokenizer")

os.environ["HF_HUB_CACHE"] = os.path.join(os.environ["HF_HOME"], "fresh-cache")
again = AutoModelForCausalLM.from_pretrained(repo)
tok = AutoTokenizer.from_pretrained(repo)
ids = tok("hello world", return_tensors="pt").input_ids
same = all(
    (a == b).all().item() for a, b in zip(model.state_dict().values(), again.state_dict().values())
)
print(json.dumps({"commit": str(commit.oid) if hasattr(commit, "oid") else str(commit), "same_weights": same, "tokens": ids.shape[-1]}))
