export { type BlobLike, type ByteSource, blobSource, bytesSource } from "./byte-source.js";
export { ESTIMATE_CONTEXT, estimateSizes, type SizeEstimate } from "./estimate.js";
export { FILE_TYPES, type FileType, type FileTypeStatus, fileType, nearestQuant } from "./file-types.js";
export {
	type GgufArray,
	type GgufEntry,
	GgufError,
	type GgufHeader,
	type GgufNumbers,
	type GgufReadOptions,
	type GgufTensorInfo,
	type GgufValue,
	type GgufValueType,
	readGgufHeader,
} from "./gguf-reader.js";
export {
	type GgufMetadataPreview,
	type GgufReport,
	inspectGguf,
	reportGguf,
	type TensorTypeCount,
	tensorBytes,
	tensorElements,
} from "./gguf-report.js";
export { type LabelledQuant, labelledQuant, parseQuantLabel, type QuantLabel } from "./label.js";
export { TENSOR_TYPES, type TensorFamily, type TensorType, tensorType } from "./tensor-types.js";
