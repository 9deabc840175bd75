/** The GGUF reader, loaded when a visitor first picks a file: it is not part of the quantization page's own chunk. */
export { blobSource, inspectGguf } from "@modelhub/core";
