"""
A stand-in for a hub's dataset routes, until Modelhub hosts datasets: serves the dataset repositories under the
folder given (<dir>/<owner>/<name>/…) with the requests the data libraries make (dataset info and revision, tree,
paths-info, resolve with HEAD, ranges, X-Repo-Commit and ETag), logs each request line on stderr, and prints its
address on stdout. Runs until killed.
"""
import hashlib
import json
import os
import re
import sys
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

ROOT = sys.argv[1]
SHA = "a" * 40


def files_of(repo):
    base = os.path.join(ROOT, repo)
    out = []
    for d, _, names in os.walk(base):
        for n in names:
            out.append(os.path.relpath(os.path.join(d, n), base))
    return sorted(out)


def entry(repo, path):
    full = os.path.join(ROOT, repo, path)
    if os.path.isdir(full):
        return {"type": "directory", "oid": SHA, "size": 0, "path": path}
    data = open(full, "rb").read()
    return {"type": "file", "oid": hashlib.sha1(data).hexdigest(), "size": len(data), "path": path}


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, fmt, *args):
        sys.stderr.write(f"{self.command} {self.path}\n")

    def send_json(self, value, status=200, code=None):
        body = json.dumps(value).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("X-Repo-Commit", SHA)
        if code:
            self.send_header("X-Error-Code", code)
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def missing(self, code="EntryNotFound"):
        self.send_json({"error": code}, 404, code)

    def repo_ok(self, repo):
        return os.path.isdir(os.path.join(ROOT, repo))

    def info(self, repo):
        return {
            "id": repo, "_id": repo, "author": repo.split("/")[0], "sha": SHA, "private": False, "gated": False,
            "disabled": False, "downloads": 0, "likes": 0, "tags": [], "cardData": {},
            "lastModified": "2024-01-01T00:00:00.000Z", "createdAt": "2024-01-01T00:00:00.000Z",
            "siblings": [{"rfilename": f} for f in files_of(repo)],
        }

    def do_HEAD(self):
        self.do_GET()

    def do_GET(self):
        url = urllib.parse.urlsplit(self.path)
        path = urllib.parse.unquote(url.path)
        m = re.match(r"^/api/datasets/([^/]+/[^/]+)(?:/revision/[^/]+)?$", path)
        if m:
            return self.send_json(self.info(m[1])) if self.repo_ok(m[1]) else self.missing("RepoNotFound")
        m = re.match(r"^/api/datasets/([^/]+/[^/]+)/tree/[^/]+(?:/(.*))?$", path)
        if m:
            repo, sub = m[1], (m[2] or "").strip("/")
            if not self.repo_ok(repo):
                return self.missing("RepoNotFound")
            if sub and not os.path.exists(os.path.join(ROOT, repo, sub)):
                return self.missing()
            recursive = "recursive=true" in (url.query or "").lower() or "recursive=1" in (url.query or "")
            paths = set()
            for f in files_of(repo):
                if sub and not f.startswith(sub + "/"):
                    continue
                rest = f[len(sub) + 1:] if sub else f
                parts = rest.split("/")
                prefix = sub + "/" if sub else ""
                if recursive:
                    for i in range(1, len(parts)):
                        paths.add(prefix + "/".join(parts[:i]))
                    paths.add(f)
                else:
                    paths.add(prefix + parts[0])
            return self.send_json([entry(repo, p) for p in sorted(paths)])
        m = re.match(r"^/datasets/([^/]+/[^/]+)/resolve/[^/]+/(.+)$", path)
        if m:
            full = os.path.join(ROOT, m[1], m[2])
            if not os.path.isfile(full):
                return self.missing()
            data = open(full, "rb").read()
            start, end, status = 0, len(data) - 1, 200
            r = re.match(r"bytes=(\d*)-(\d*)", self.headers.get("Range") or "")
            if r:
                start = int(r[1]) if r[1] else max(0, len(data) - int(r[2]))
                end = int(r[2]) if r[1] and r[2] else len(data) - 1
                end = min(end, len(data) - 1)
                status = 206
            body = data[start:end + 1]
            self.send_response(status)
            self.send_header("Content-Type", "application/octet-stream")
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Accept-Ranges", "bytes")
            self.send_header("ETag", '"' + hashlib.sha1(data).hexdigest() + '"')
            self.send_header("X-Repo-Commit", SHA)
            if status == 206:
                self.send_header("Content-Range", f"bytes {start}-{end}/{len(data)}")
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(body)
            return
        self.missing("RepoNotFound" if path.startswith("/api/") else "EntryNotFound")

    def do_POST(self):
        path = urllib.parse.unquote(urllib.parse.urlsplit(self.path).path)
        m = re.match(r"^/api/datasets/([^/]+/[^/]+)/paths-info/[^/]+$", path)
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length).decode()
        if not m:
            return self.missing()
        try:
            paths = json.loads(raw)["paths"]
        except Exception:  # noqa: BLE001
            paths = urllib.parse.parse_qs(raw).get("paths", [])
        paths = [p for p in paths if os.path.exists(os.path.join(ROOT, m[1], p))]
        return self.send_json([entry(m[1], p) for p in paths])


server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
print(f"http://127.0.0.1:{server.server_address[1]}", flush=True)
server.serve_forever()
