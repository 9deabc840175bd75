import type { LibraryFacts, PackageFacts } from "./types.js";

const SPAN_MARKER: PackageFacts = {
	package: "span_marker",
	repository: "tomaarsen/SpanMarkerNER",
	release: "1.8.1",
	commit: "b38ca4844eb67e13302d05acff331f362627e2c3",
	names: {
		span_marker: { source: "span_marker/__init__.py" },
		"span_marker.SpanMarkerModel": { source: "span_marker/modeling.py" },
		"span_marker.SpanMarkerModel.from_pretrained": {
			source: "span_marker/modeling.py",
			returns: "span_marker.SpanMarkerModel",
		},
		"span_marker.SpanMarkerModel.predict": { source: "span_marker/modeling.py" },
	},
};

export const SPAN_MARKER_FACTS: LibraryFacts = {
	library: "span-marker",
	packages: [SPAN_MARKER],
	installs: {
		span_marker: "pyproject.toml (name = span_marker)",
	},
};
