"""
Writes the same small table (2,000 rows: id, name, score, flag) with each data library into the folder given, as
their users would: pandas, polars, dask, DuckDB and pyarrow, to parquet, CSV, JSON Lines and JSON. Prints the file
names written, as JSON.
"""
import os
import sys

import dask.dataframe as dd
import duckdb
import pandas as pd
import polars as pl
import pyarrow as pa
import pyarrow.parquet as pq

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
n = 2000
frame = pd.DataFrame(
    {
        "id": range(n),
        "name": [f"name {i}" + (" needle" if i == 1234 else "") for i in range(n)],
        "score": [i / 4 for i in range(n)],
        "flag": [i % 3 == 0 for i in range(n)],
    }
)
p = lambda name: os.path.join(out, name)  # noqa: E731
frame.to_parquet(p("pandas.parquet"), index=False)
frame.to_csv(p("pandas.csv"), index=False)
frame.to_json(p("pandas.jsonl"), orient="records", lines=True)
frame.to_json(p("pandas.json"), orient="records")
pf = pl.from_pandas(frame)
pf.write_parquet(p("polars.parquet"), row_group_size=500)
pf.write_csv(p("polars.csv"))
pf.write_ndjson(p("polars.jsonl"))
pf.write_json(p("polars.json"))
dd.from_pandas(frame, npartitions=1).to_parquet(p("dask"), write_index=False)
os.rename(os.path.join(p("dask"), "part.0.parquet"), p("dask.parquet"))
dd.from_pandas(frame, npartitions=2).to_csv(p("dask.csv"), single_file=True, index=False)
con = duckdb.connect()
con.register("frame", frame)
con.sql(f"COPY frame TO '{p('duckdb.parquet')}' (FORMAT parquet, ROW_GROUP_SIZE 700)")
con.sql(f"COPY frame TO '{p('duckdb.csv')}' (FORMAT csv, HEADER)")
con.sql(f"COPY frame TO '{p('duckdb.jsonl')}' (FORMAT json)")
pq.write_table(pa.Table.from_pandas(frame, preserve_index=False), p("pyarrow-v2.parquet"), data_page_version="2.0", compression="zstd")
