#!/usr/bin/env bash
# Makes the sample inputs the snippets open (the modelhub/sample-inputs dataset): every file is of Modelhub's own
# making. Needs espeak-ng, sox and python3 with Pillow (apt-get install espeak-ng sox python3-pil). Run from this folder.
set -euo pipefail
# A spoken sentence, synthesised here, 16 kHz mono
espeak-ng -v en-us -s 150 -w /tmp/speech-raw.wav "The quick brown fox jumps over the lazy dog."
sox /tmp/speech-raw.wav -r 16000 -c 1 -b 16 speech.wav
# Two voices at once: a second sentence in another voice, mixed with the first, 8 kHz (the separation models' rate)
espeak-ng -v en-gb+f3 -s 140 -w /tmp/voice2-raw.wav "Please call me back before noon tomorrow."
sox /tmp/speech-raw.wav -r 8000 -c 1 /tmp/a.wav
sox /tmp/voice2-raw.wav -r 8000 -c 1 /tmp/b.wav
sox -m /tmp/a.wav /tmp/b.wav -b 16 mixture.wav
"${PYTHON:-python3}" make_images.py
