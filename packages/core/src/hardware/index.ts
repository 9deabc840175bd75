export { type ArchitectureFacts, factsFromHeader, type ModelFacts, modelFacts } from "./facts.js";
export { type FitResult, type FitVerdict, fit, formatGigabytes, kvCacheBytes, memoryNeed } from "./fit.js";
export { getHardware, HARDWARE, type Hardware, type HardwareKind } from "./table.js";
