export { sniffMedia } from "./cells.js";
export { type FolderKind, folderRows } from "./folders.js";
export { Budget, type LocateFile, storedSources } from "./source.js";
export * from "./types.js";
export {
	dataFormatOf,
	MAX_FOLDER_MEDIA,
	type SplitFileInfo,
	Viewer,
	type ViewerFile,
	type ViewerOptions,
} from "./viewer.js";
