/** Anemoi: weather-forecast checkpoints run with anemoi-inference's `SimpleRunner`, given a Hub checkpoint. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { python } from "../common.js";
import { idOf, pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("anemoi-inference", "anemoi-models", "huggingface_hub");

export function anemoi(model: ModelRecord): Snippet[] {
	return [
		PIP_INSTALL,
		python(py`
			from anemoi.inference.runners.simple import SimpleRunner

			runner = SimpleRunner({"huggingface": ${idOf(model)}}, device="cuda")

			# The initial conditions: {"date": <datetime>, "fields": {<variable>: <numpy array on the model grid>}},
			# for example built from ECMWF open data as in the model card's notebook
			input_state = ...

			# One state per time step, up to 12 hours ahead
			for state in runner.run(input_states=input_state, lead_time=12):
			    print(state["date"], len(state["fields"]))
		`),
	];
}
