/**
 * Which loader (`datasets` calls it a packaged module, or builder) reads which files: the extension table of the
 * `datasets` library (5.0, `datasets/packaged_modules/__init__.py`, `_EXTENSION_TO_MODULE`), lowercase; the library
 * also accepts each extension in uppercase, and so does `builderOfExtension`.
 */

/** The builders `datasets` picks by file extension, for repositories without a loading script. */
export type DatasetBuilder =
	| "csv"
	| "json"
	| "parquet"
	| "arrow"
	| "text"
	| "conll"
	| "webdataset"
	| "xml"
	| "hdf5"
	| "eval"
	| "lance"
	| "tsfile"
	| "imagefolder"
	| "audiofolder"
	| "videofolder"
	| "meshfolder"
	| "pdffolder"
	| "niftifolder";

const IMAGE =
	".blp .bmp .dib .bufr .cur .pcx .dcx .dds .ps .eps .fit .fits .fli .flc .ftc .ftu .gbr .gif .grib .png .apng .jp2 .j2k .jpc .jpf .jpx .j2c .icns .ico .im .iim .tif .tiff .jfif .jpe .jpg .jpeg .msp .pcd .pxr .pbm .pgm .ppm .pnm .psd .bw .rgb .rgba .sgi .ras .tga .icb .vda .vst .webp .wmf .emf .xbm .xpm";
const AUDIO =
	".mpg .aiff .au .avr .caf .flac .htk .svx .mat4 .mat5 .mpc2k .ogg .paf .pvf .raw .rf64 .sd2 .sds .ircam .voc .w64 .wav .nist .wavex .wve .xi .mp3 .opus .3gp .3g2 .asf .flv .m4v .webm .f4v .wmv .wma .ogm .mxf .nut";

const TABLE: [DatasetBuilder, string][] = [
	["csv", ".csv .tsv"],
	["json", ".json .jsonl .ndjson"],
	["parquet", ".parquet .geoparquet .gpq"],
	["arrow", ".arrow"],
	["text", ".txt"],
	["conll", ".conll .conllu"],
	["webdataset", ".tar"],
	["xml", ".xml"],
	["hdf5", ".hdf5 .h5"],
	["eval", ".eval"],
	["lance", ".lance"],
	["tsfile", ".tsfile"],
	["imagefolder", IMAGE],
	["audiofolder", AUDIO],
	["videofolder", ".mpeg .avi .mp4 .mov .mkv"],
	["meshfolder", ".glb .ply .stl"],
	["pdffolder", ".pdf"],
	["niftifolder", ".nii"],
];

const BY_EXTENSION: ReadonlyMap<string, DatasetBuilder> = new Map(
	TABLE.flatMap(([builder, exts]) => exts.split(" ").map((e): [string, DatasetBuilder] => [e, builder])),
);

/** The extensions (lowercase, with the dot) each builder reads; every builder also reads `.zip` archives. */
export const BUILDER_EXTENSIONS: Readonly<Record<DatasetBuilder, readonly string[]>> = Object.fromEntries(
	TABLE.map(([builder, exts]) => [builder, [...exts.split(" "), ".zip"]]),
) as unknown as Record<DatasetBuilder, readonly string[]>;

/** The builder of an extension as `datasets` spells them (".csv" or ".CSV"; a mixed case is not one of them). */
export function builderOfExtension(ext: string): DatasetBuilder | undefined {
	if (ext !== ext.toLowerCase() && ext !== ext.toUpperCase()) return undefined;
	return BY_EXTENSION.get(ext.toLowerCase());
}

/** Files a folder builder reads beside the media: their columns (labels, captions…) join the rows. */
export const FOLDER_METADATA_FILES: readonly string[] = ["metadata.csv", "metadata.jsonl", "metadata.parquet"];

const FOLDER_BUILDERS: ReadonlySet<DatasetBuilder> = new Set([
	"imagefolder",
	"audiofolder",
	"videofolder",
	"pdffolder",
	"niftifolder",
	"meshfolder",
]);

/** The file names a builder keeps whatever their extension (the metadata files of the folder builders). */
export function builderMetadataFiles(builder: DatasetBuilder): readonly string[] {
	if (builder === "lance") return ["latest_version_hint.json"];
	return FOLDER_BUILDERS.has(builder) ? FOLDER_METADATA_FILES : [];
}

/** Every file name that is a metadata file of some builder. */
export const ALL_METADATA_FILES: ReadonlySet<string> = new Set([...FOLDER_METADATA_FILES, "latest_version_hint.json"]);

/** Extensions a data file may have besides the builders' (lance keeps these beside its tables). */
const EXTRA_ALLOWED = new Set([".zip", ".idx", ".manifest", ".txn"]);

/** Whether `datasets` takes a file as a data file at all: one of its dotted suffixes is a known extension. */
export function hasDataExtension(basename: string): boolean {
	const parts = basename.split(".").slice(1);
	return parts.some((p) => {
		const ext = `.${p}`;
		return builderOfExtension(ext) !== undefined || EXTRA_ALLOWED.has(ext);
	});
}
