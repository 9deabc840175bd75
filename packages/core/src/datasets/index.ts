export {
	ALL_METADATA_FILES,
	BUILDER_EXTENSIONS,
	builderMetadataFiles,
	builderOfExtension,
	type DatasetBuilder,
	FOLDER_METADATA_FILES,
	hasDataExtension,
} from "./builders.js";
export {
	type DatasetConfig,
	type DatasetLayout,
	type DatasetSplit,
	datasetConfigs,
	defaultConfigName,
} from "./configs.js";
export { globFiles, globRegExp, hasWildcard } from "./glob.js";
export * from "./snippets/index.js";
