"""Runs many Python snippets in one interpreter, each in its own folder, with its output captured.

Usage: run_snippets.py JOBS.json RESULTS.json
JOBS.json: [{"id": str, "file": str, "cwd": str, "env": {name: value}}]. The stand-in's origin is read from
MODELHUB_STANDIN; every HTTP request a client library makes to another host is sent there instead, as
<origin>/<host>/<path> (the snippets' own base URLs were already rewritten that way), so nothing leaves the machine.
"""

import contextlib
import io
import json
import os
import sys
import traceback
from urllib.parse import urlsplit

ORIGIN = os.environ["MODELHUB_STANDIN"]
STANDIN_HOST = urlsplit(ORIGIN).netloc


def redirected(url: str) -> str:
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or parts.netloc == STANDIN_HOST:
        return url
    query = f"?{parts.query}" if parts.query else ""
    return f"{ORIGIN}/{parts.netloc}{parts.path}{query}"


def patch_clients() -> None:
    import httpx
    import requests

    send_httpx = httpx.HTTPTransport.handle_request

    def handle_request(self, request):
        request.url = httpx.URL(redirected(str(request.url)))
        request.headers["host"] = request.url.netloc.decode()
        return send_httpx(self, request)

    httpx.HTTPTransport.handle_request = handle_request

    send_requests = requests.adapters.HTTPAdapter.send

    def send(self, request, *args, **kwargs):
        request.url = redirected(request.url)
        return send_requests(self, request, *args, **kwargs)

    requests.adapters.HTTPAdapter.send = send


def run(job: dict) -> dict:
    out = io.StringIO()
    saved_env = dict(os.environ)
    os.environ.update(job["env"])
    os.chdir(job["cwd"])
    error = None
    try:
        with open(job["file"], encoding="utf-8") as f:
            code = compile(f.read(), job["file"], "exec")
        with contextlib.redirect_stdout(out):
            exec(code, {"__name__": "__main__", "__file__": job["file"]})
    except BaseException as e:  # noqa: BLE001 - a snippet's failure, whatever it is, is the result
        lines = traceback.format_exception(e)
        error = "".join(lines[-3:]).strip()
    finally:
        os.environ.clear()
        os.environ.update(saved_env)
    return {"id": job["id"], "stdout": out.getvalue(), "error": error}


def main() -> None:
    patch_clients()
    with open(sys.argv[1], encoding="utf-8") as f:
        jobs = json.load(f)
    results = [run(job) for job in jobs]
    with open(sys.argv[2], "w", encoding="utf-8") as f:
        json.dump(results, f)


if __name__ == "__main__":
    main()
