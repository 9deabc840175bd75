#!/usr/bin/env bash
# Creates the Python venv that the compat suites run the Python clients and model libraries in (default ./.venv, or
# $MODELHUB_VENV), from this machine's local wheel index. Does nothing when the venv already holds this requirements
# file's set. The index is the first entry of pip's configured extra-index-url: pointing PIP_INDEX_URL at it keeps pip
# from retrying the closed network for minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
venv="${MODELHUB_VENV:-.venv}"
requirements="compat/requirements.txt"
stamp="$venv/.modelhub-requirements"
if [ -x "$venv/bin/python" ] && [ -f "$stamp" ] && cmp -s "$requirements" "$stamp"; then
	echo "python venv $venv is up to date"
	exit 0
fi
index="$(pip config get global.extra-index-url 2>/dev/null | awk '{print $1}' || true)"
python3 -m venv "$venv"
if [ -n "$index" ]; then export PIP_INDEX_URL="$index"; fi
"$venv/bin/pip" install --quiet --disable-pip-version-check -r "$requirements" 2> >(grep -v "is ignored: it is neither a file nor a directory" >&2)
# The index's torchvision wheels are CUDA builds that do not load with its CPU torch; transformers works without it.
"$venv/bin/pip" uninstall --yes --quiet torchvision 2>/dev/null || true
cp "$requirements" "$stamp"
echo "python venv $venv ready: $("$venv/bin/python" -c 'import transformers, huggingface_hub; print("transformers", transformers.__version__, "huggingface_hub", huggingface_hub.__version__)')"
