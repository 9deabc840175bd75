"""Runs Python snippets as scripts, each in its own process and folder, with only what its install line installs.

Usage: python run_snippets.py JOBS.json RESULTS.json

JOBS.json: {"workdir": DIR, "parallel": N, "timeout": SECONDS,
            "jobs": [{"name": ..., "code": ..., "install": ["pkg", ...]}, ...]}.
`install` holds the arguments of the snippet's `pip install` line. Each distinct line is resolved once by the newest
pip of the local index, in a fresh venv (`pip install --dry-run --ignore-installed --report`): that checks pip
accepts it and lists the distributions it would install (newest releases). The snippet then runs in a view of this
interpreter's site-packages holding only what that line brings in with the releases installed here (the named
distributions and their requirements, see closure() and view()), as if that were all a user had installed: a package
the snippet needs that its install line leaves out makes it fail.

Each job's code is written to DIR/<name>/snippet.py and run from that folder with the environment this driver was
given (HF_ENDPOINT, HF_HOME, …). The folder also holds the sample inputs a user would download beside the script
(samples()), whose names the caller substitutes for sample URLs. RESULTS.json: {"installs": [{"install", "resolved",
"error", "installed", "absent"}], "jobs": [{"name", "exit", "stdout", "stderr", "seconds"}]}.
"""

import hashlib
import json
import os
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from importlib import metadata

SAMPLE_IMAGE = "sample.jpg"
SAMPLE_AUDIO = "sample.wav"


def samples(folder):
    """The local stand-ins for sample inputs on the internet: a 64×48 photo-like JPEG and one second of 16 kHz audio."""
    import math
    import wave

    from PIL import Image

    image = Image.new("RGB", (64, 48))
    image.putdata([((x * 4) % 256, (y * 5) % 256, (x * y) % 256) for y in range(48) for x in range(64)])
    image.save(os.path.join(folder, SAMPLE_IMAGE))
    with wave.open(os.path.join(folder, SAMPLE_AUDIO), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(16000)
        w.writeframes(b"".join(int(8000 * math.sin(i / 8)).to_bytes(2, "little", signed=True) for i in range(16000)))


def canonical(name):
    return name.lower().replace("_", "-").replace(".", "-")


def pip_venv(workdir):
    """A fresh venv holding the newest pip of the local index (PIP_INDEX_URL)."""
    folder = os.path.join(workdir, "pip-venv")
    subprocess.run([sys.executable, "-m", "venv", folder], check=True)
    pip = os.path.join(folder, "bin", "pip")
    subprocess.run([pip, "install", "--quiet", "--upgrade", "pip"], check=True, capture_output=True)
    return pip


def resolve(pip, args, workdir):
    """What `pip install ARGS` would install into an empty venv: (distribution names, error or None)."""
    if not args:
        return [], "no pip install line"
    report = os.path.join(workdir, f"report-{digest(args)}.json")
    done = subprocess.run([pip, "install", "--dry-run", "--ignore-installed", "--quiet", "--report", report, *args],
                          capture_output=True, text=True)
    if done.returncode != 0:
        return [], done.stderr.strip().splitlines()[-1] if done.stderr.strip() else f"pip exited {done.returncode}"
    with open(report) as f:
        return sorted(i["metadata"]["name"] for i in json.load(f)["install"]), None


def digest(args):
    return hashlib.sha256(json.dumps(args).encode()).hexdigest()[:12]


def closure(args):
    """The installed distributions `pip install ARGS` brings in here: the named ones with the extras asked for and
    their requirements, recursively, as this interpreter's installed releases declare them (markers evaluated).
    Returns (distributions, names of requirements not installed here)."""
    from packaging.requirements import InvalidRequirement, Requirement

    installed = {canonical(d.metadata["Name"]): d for d in metadata.distributions()}
    found, absent, todo = {}, [], []
    for arg in args:
        try:
            todo.append(Requirement(arg))
        except InvalidRequirement:  # a URL or a path: nothing installed here stands for it
            absent.append(arg)
    seen = set()
    while todo:
        req = todo.pop()
        key = (canonical(req.name), tuple(sorted(req.extras)))
        if key in seen:
            continue
        seen.add(key)
        dist = installed.get(key[0])
        if dist is None:
            absent.append(req.name)
            continue
        found[key[0]] = dist
        for line in dist.requires or []:
            sub = Requirement(line)
            if sub.marker is None or any(sub.marker.evaluate({"extra": e}) for e in ["", *req.extras]):
                todo.append(sub)
    return list(found.values()), sorted(set(absent))


def view(dists, folder):
    """A folder of links to the top-level files (packages, modules, libraries, metadata) of these distributions."""
    os.makedirs(folder, exist_ok=True)
    for dist in dists:
        for top in {f.parts[0] for f in dist.files or [] if f.parts and f.parts[0] != ".."}:
            source = os.path.join(str(dist.locate_file("")), top)
            target = os.path.join(folder, top)
            if os.path.exists(source) and not os.path.lexists(target):
                os.symlink(source, target)


def run(job, workdir, timeout, views):
    folder = os.path.join(workdir, job["name"])
    os.makedirs(folder, exist_ok=True)
    samples(folder)
    with open(os.path.join(folder, "snippet.py"), "w") as f:
        f.write(job["code"])
    env = dict(os.environ, PYTHONPATH=views[digest(job["install"])])
    start = time.monotonic()
    try:
        # No site-packages (-S): only the view, in PYTHONPATH, holds third-party code.
        done = subprocess.run([sys.executable, "-S", "snippet.py"], cwd=folder, env=env, capture_output=True, text=True, timeout=timeout)
        code, out, err = done.returncode, done.stdout, done.stderr
    except subprocess.TimeoutExpired as e:
        out = e.stdout.decode() if isinstance(e.stdout, bytes) else e.stdout or ""
        code, err = -1, f"timed out after {timeout} s"
    return {"name": job["name"], "exit": code, "stdout": out, "stderr": err[-4000:],
            "seconds": round(time.monotonic() - start, 1)}


def main(argv):
    if len(argv) != 2:
        sys.exit("usage: run_snippets.py JOBS.json RESULTS.json")
    with open(argv[0]) as f:
        spec = json.load(f)
    workdir, timeout = spec["workdir"], spec.get("timeout", 180)
    os.makedirs(workdir, exist_ok=True)
    pip = pip_venv(workdir)
    installs, views = [], {}
    for args in {json.dumps(job["install"]): job["install"] for job in spec["jobs"]}.values():
        resolved, error = resolve(pip, args, workdir)
        dists, absent = closure(args)
        folder = os.path.join(workdir, f"site-{digest(args)}")
        view(dists, folder)
        views[digest(args)] = folder
        installs.append({"install": args, "resolved": resolved, "error": error, "absent": absent,
                         "installed": sorted(f"{d.metadata['Name']}=={d.version}" for d in dists)})
    with ThreadPoolExecutor(max_workers=spec.get("parallel", 2)) as pool:
        jobs = list(pool.map(lambda job: run(job, workdir, timeout, views), spec["jobs"]))
    with open(argv[1], "w") as f:
        json.dump({"installs": installs, "jobs": jobs}, f, indent=1)


if __name__ == "__main__":
    main(sys.argv[1:])
