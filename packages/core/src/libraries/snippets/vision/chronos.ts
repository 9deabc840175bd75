/** Chronos (amazon-science/chronos-forecasting): zero-shot time-series forecasts from a pandas DataFrame. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { python } from "../common.js";
import { idOf, pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("chronos-forecasting");

export function chronosForecasting(model: ModelRecord): Snippet[] {
	return [
		PIP_INSTALL,
		python(py`
			import numpy as np
			import pandas as pd
			from chronos import BaseChronosPipeline

			# BaseChronosPipeline picks the right pipeline (Chronos, Chronos-Bolt or Chronos-2) for the checkpoint
			pipeline = BaseChronosPipeline.from_pretrained(${idOf(model)}, device_map="cuda")  # or "cpu"

			# Long format: one row per series and timestamp
			context = pd.DataFrame({
			    "item_id": "series_1",
			    "timestamp": pd.date_range("2024-01-01", periods=200, freq="h"),
			    "target": np.sin(np.arange(200) / 12) + np.random.normal(0, 0.1, 200),
			})

			forecast = pipeline.predict_df(
			    context,
			    prediction_length=24,
			    quantile_levels=[0.1, 0.5, 0.9],
			    id_column="item_id",
			    timestamp_column="timestamp",
			    target="target",
			)
			print(forecast.head())
		`),
	];
}
