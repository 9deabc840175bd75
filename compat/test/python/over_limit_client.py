"""A commit of one line too many sent through huggingface_hub's own HTTP session (httpx), as create_commit sends its
NDJSON: streamed, and read only once the body is sent or the hub stops taking it. Reads a JSON spec (argv[1]: url,
token, lines) and prints one JSON line: the status and error it got, the seconds it took, and how many lines it had
sent when it got them."""
import base64
import json
import sys
import time

from huggingface_hub.utils import get_session

spec = json.load(open(sys.argv[1]))
sent = 0


def lines():
    global sent
    yield (json.dumps({"key": "header", "value": {"summary": "one too many"}}) + "\n").encode()
    batch = []
    for i in range(spec["lines"]):
        content = base64.b64encode(f"py {i}\n".encode()).decode()
        batch.append(json.dumps({"key": "file", "value": {"path": f"p{i % 50}/f{i}.txt", "content": content,
                                                           "encoding": "base64"}}))
        if len(batch) == 500:
            sent += len(batch)
            yield ("\n".join(batch) + "\n").encode()
            batch = []
    sent += len(batch)
    yield ("\n".join(batch) + "\n").encode()


start = time.monotonic()
r = get_session().post(spec["url"], content=lines(), headers={"Authorization": f"Bearer {spec['token']}",
                                                               "Content-Type": "application/x-ndjson"}, timeout=120)
print(json.dumps({"status": r.status_code, "error": r.json().get("error"), "seconds": time.monotonic() - start,
                  "sent": sent}))
