"""
Writes the viewer tests' parquet files into the folder given: images.parquet (written by `datasets`, as push_to_hub
writes: page index, features in the metadata; ClassLabel, lists, structs, small and large images, audio),
plain.parquet (pyarrow without a page index, two row groups), wide.parquet (50,000 columns), nested.parquet
(lists of structs, maps, timestamps, dates, decimals, big integers, NaN). Prints nothing.
"""
import datetime
import decimal
import io
import os
import random
import struct
import sys
import wave

import pyarrow as pa
import pyarrow.parquet as pq

out = sys.argv[1]
os.makedirs(out, exist_ok=True)


def png(width, height, seed):
    from PIL import Image

    # noise does not compress: the PNG is about width × height × 3 bytes
    pixels = random.Random(seed).randbytes(width * height * 3)
    im = Image.frombytes("RGB", (width, height), pixels)
    b = io.BytesIO()
    im.save(b, format="PNG")
    return b.getvalue()


def wav(n):
    b = io.BytesIO()
    with wave.open(b, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(8000)
        w.writeframes(b"".join(struct.pack("<h", (i * 37) % 30000) for i in range(n)))
    return b.getvalue()


import json  # noqa: E402

from datasets import ClassLabel, Dataset, Features, Image, List, Value  # noqa: E402

rows = 3000
small = png(4, 4, 1)
large = png(160, 160, 2)  # about 70 kB: served by reference, not inlined
features = Features(
    {
        "id": Value("int64"),
        "text": Value("string"),
        "label": ClassLabel(names=["neg", "pos"]),
        "tags": List(Value("string")),
        "meta": {"source": Value("string"), "score": Value("float32")},
        "image": Image(),
    }
)
ds = Dataset.from_dict(
    {
        "id": list(range(rows)),
        "text": [f"row {i} " + ("needle" if i % 1000 == 777 else "hay") for i in range(rows)],
        "label": [i % 2 for i in range(rows)],
        "tags": [[f"t{i % 3}"] * (i % 3) for i in range(rows)],
        "meta": [{"source": "web" if i % 2 else "book", "score": i / 10} for i in range(rows)],
        "image": [{"bytes": large if i == 1 else small, "path": f"img{i}.png"} for i in range(rows)],
    },
    features=features,
)
path = os.path.join(out, "images.parquet")
ds.to_parquet(path)
# an Audio column as datasets stores it ({bytes, path}); encoding one through datasets needs torchcodec, absent here
table = pq.read_table(path)
audio = pa.array(
    [{"bytes": wav(100) if i != 2 else wav(40000), "path": f"a{i}.wav"} for i in range(rows)],
    pa.struct([("bytes", pa.binary()), ("path", pa.string())]),
)
table = table.append_column("audio", audio)
meta = json.loads(table.schema.metadata[b"huggingface"])
meta["info"]["features"]["audio"] = {"_type": "Audio"}
table = table.replace_schema_metadata({b"huggingface": json.dumps(meta).encode()})
pq.write_table(table, path, write_page_index=True, row_group_size=1000)

t = pa.table({"id": pa.array(range(50_000), pa.int64()), "word": pa.array([f"w{i}" for i in range(50_000)])})
pq.write_table(t, os.path.join(out, "plain.parquet"), row_group_size=25_000, write_page_index=False)

wide = pa.table({f"c{i}": pa.array([i, i + 1], pa.int32()) for i in range(50_000)})
pq.write_table(wide, os.path.join(out, "wide.parquet"))

nested = pa.table(
    {
        "items": pa.array([[{"a": 1, "b": "x"}], [], None], pa.list_(pa.struct([("a", pa.int64()), ("b", pa.string())]))),
        "kv": pa.array([[("k", 1)], [], None], pa.map_(pa.string(), pa.int64())),
        "ts": pa.array([datetime.datetime(2024, 1, 2, 3, 4, 5), None, datetime.datetime(1970, 1, 1)], pa.timestamp("us")),
        "day": pa.array([datetime.date(2024, 5, 6), None, datetime.date(2000, 1, 1)], pa.date32()),
        "price": pa.array([decimal.Decimal("1.25"), None, decimal.Decimal("-3.50")], pa.decimal128(10, 2)),
        "big": pa.array([2**62, -(2**62), 7], pa.int64()),
        "f": pa.array([float("nan"), float("inf"), 1.5], pa.float64()),
        "raw": pa.array([b"\x00\x01\x02", None, b"plain"], pa.binary()),
    }
)
pq.write_table(nested, os.path.join(out, "nested.parquet"))
