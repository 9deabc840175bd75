"""
Writes the viewer bench's files: a parquet file of about --parquet-gb GB written the way `datasets` 5 writes
parquet (row groups of about 100 MB uncompressed, a page index, content-defined pages of 256 kB-1 MB, snappy), and
a CSV file of about --csv-gb GB with the same rows' flat columns. Rows: id, text (~160 characters of words), label,
score, tags (a list), meta (a struct). Prints one JSON line: each file's path, size and row count.
Usage: python generate.py DIR [--parquet-gb 2] [--csv-gb 1] [--no-page-index]
"""
import argparse
import json
import os

import numpy as np
import pyarrow as pa
import pyarrow.csv as pacsv
import pyarrow.parquet as pq

p = argparse.ArgumentParser()
p.add_argument("dir")
p.add_argument("--parquet-gb", type=float, default=2.0)
p.add_argument("--csv-gb", type=float, default=1.0)
p.add_argument("--no-page-index", action="store_true")
a = p.parse_args()

rng = np.random.default_rng(7)
letters = np.frombuffer(b"abcdefghijklmnopqrstuvwxyz", dtype=np.uint8)
vocab = ["".join(chr(c) for c in rng.choice(letters, size=rng.integers(2, 10))) for _ in range(5000)]
POOL = 200_000
words = rng.integers(0, len(vocab), size=(POOL, 28))
pool = pa.array([" ".join(vocab[w] for w in row) for row in words])
tag_pool = pa.array(vocab[:50])

GROUP = 450_000  # about 100 MB of rows before compression, as datasets' MAX_ROW_GROUP_SIZE aims for


def batch(start, n):
    text = pool.take(pa.array(rng.integers(0, POOL, size=n)))
    counts = rng.integers(0, 4, size=n)
    offsets = np.concatenate([[0], np.cumsum(counts)]).astype(np.int32)
    tags = pa.ListArray.from_arrays(pa.array(offsets), tag_pool.take(pa.array(rng.integers(0, 50, size=int(offsets[-1])))))
    meta = pa.StructArray.from_arrays(
        [pa.array(np.where(rng.random(n) < 0.5, "web", "book")), pa.array(rng.integers(0, 2000, size=n, dtype=np.int32))],
        names=["source", "length"],
    )
    return pa.table(
        {
            "id": pa.array(np.arange(start, start + n, dtype=np.int64)),
            "text": text,
            "label": pa.array(rng.integers(0, 10, size=n, dtype=np.int32)),
            "score": pa.array(rng.random(n)),
            "tags": tags,
            "meta": meta,
        }
    )


out = {}
os.makedirs(a.dir, exist_ok=True)
if a.parquet_gb > 0:
    path = os.path.join(a.dir, "bench.parquet")
    rows = 0
    schema = batch(0, 1).schema
    kwargs = dict(compression="snappy", write_page_index=not a.no_page_index)
    if not a.no_page_index:
        kwargs["use_content_defined_chunking"] = {"min_chunk_size": 256 * 1024, "max_chunk_size": 1024 * 1024, "norm_level": 0}
    with pq.ParquetWriter(path, schema, **kwargs) as w:
        while os.path.getsize(path) < a.parquet_gb * 1e9:
            w.write_table(batch(rows, GROUP), row_group_size=GROUP)
            rows += GROUP
    out["parquet"] = {"path": path, "size": os.path.getsize(path), "rows": rows}
if a.csv_gb > 0:
    path = os.path.join(a.dir, "bench.csv")
    rows = 0
    with pacsv.CSVWriter(path, batch(0, 1).select(["id", "text", "label", "score"]).schema) as w:
        while os.path.getsize(path) < a.csv_gb * 1e9:
            w.write_table(batch(rows, GROUP).select(["id", "text", "label", "score"]))
            rows += GROUP
    out["csv"] = {"path": path, "size": os.path.getsize(path), "rows": rows}
print(json.dumps(out))
