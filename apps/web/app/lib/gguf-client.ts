/**
 * The GGUF reader and the report view, loaded when a visitor first picks a file: neither is part of the
 * quantization page's own JavaScript.
 */
export { blobSource, inspectGguf } from "@modelhub/core";
export { GgufReportView } from "../components/quant/GgufReportView";
