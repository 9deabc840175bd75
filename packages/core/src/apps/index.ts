export { hasGgufFiles, isDiffusersImage, isMlx, isTransformersLlm } from "./applies.js";
export { DEFAULT_QUANT, defaultQuant, findQuant, type GgufQuant, ggufQuants } from "./quants.js";
export { getLocalApp, LOCAL_APPS } from "./registry.js";
export { type LocalAppResult, type LocalAppsAnswer, type LocalAppsOptions, localApps, localAppsFor } from "./run.js";
export type { AppContext, AppStep, LocalApp } from "./types.js";
export { percent } from "./write.js";
