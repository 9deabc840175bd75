import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
	countsAsDownload,
	DEFAULT_DOWNLOAD_FILES,
	DEFAULT_DOWNLOAD_QUERY,
	downloadRule,
	formatDownloadQuery,
	matchesFile,
	parseDownloadQuery,
	type QueryNode,
	queryProblems,
} from "../../src/libraries/query.js";
import { getLibrary, LIBRARIES } from "../../src/libraries/registry.js";

/** Parses a query the test expects to be valid. */
function parsed(text: string): QueryNode {
	const result = parseDownloadQuery(text);
	if (!result.ok) throw new Error(`${text}: ${result.error} at ${result.position}`);
	return result.query;
}

/** A compact rendering of the tree's shape for precedence checks: terms as field=value. */
function shape(node: QueryNode): unknown {
	if (node.kind === "term") return `${node.field}=${node.value}`;
	return { [node.kind]: node.operands.map(shape) };
}

describe("every registry query", () => {
	const withQuery = LIBRARIES.filter((l) => l.countDownloads !== undefined);

	it("covers a large share of the registry", () => {
		expect(withQuery.length).toBeGreaterThan(150);
	});

	it("parses and is well-formed", () => {
		const failures: string[] = [];
		for (const l of withQuery) {
			const result = parseDownloadQuery(l.countDownloads as string);
			if (!result.ok) failures.push(`${l.key}: ${result.error} at ${result.position}`);
			else if (queryProblems(result.query).length > 0)
				failures.push(`${l.key}: ${queryProblems(result.query)[0]?.error}`);
			else if (!parseDownloadQuery(formatDownloadQuery(result.query)).ok)
				failures.push(`${l.key}: does not round-trip`);
		}
		expect(failures).toEqual([]);
	});

	it("is written on one line without stray whitespace", () => {
		const untidy = withQuery.filter((l) => /\s{2}|[\n\t]|^\s|\s$/.test(l.countDownloads as string)).map((l) => l.key);
		expect(untidy).toEqual([]);
	});

	it("every library has a valid download rule", () => {
		const failures = LIBRARIES.map(downloadRule).flatMap((r) => (r.ok ? [] : [r.error]));
		expect(failures).toEqual([]);
	});

	it("counts the files each library actually ships", () => {
		const cases: [string, string, boolean][] = [
			["adapter-transformers", "adapter_config.json", true],
			["adapter-transformers", "config.json", false],
			["diffusers", "config.json", true],
			["diffusers", "unet/diffusion_pytorch_model.safetensors", false],
			["hunyuan3d-2", "hunyuan3d-dit-v2-0/model_index.yaml", true],
			["hunyuan3d-2", "README.md", false],
			["kernels", "build/torch28-cxx11-cu128-x86_64-linux/_ops.py", true],
			["kernels", "build/torch28-cxx11-cu128-x86_64-linux/__init__.py", false],
			["whisperkit", "openai_whisper-tiny/AudioEncoder.mlmodelc/model.mil", true],
			["whisperkit", "model.mil", false],
			["ssr-speech", "English.pth", true],
			["quantumpeer", "setup.py", true],
			["open_clip", "open_clip_pytorch_model.bin", true],
			["open_clip", "open_clip_config.json", false],
			["mitie", "total_word_feature_extractor.dat", true],
			["allennlp", "config.json", true],
			["allennlp", "weights.th", false],
		];
		const wrong = cases.filter(([key, path, expected]) => {
			const library = getLibrary(key);
			if (!library) return true;
			return countsAsDownload(library, path) !== expected;
		});
		expect(wrong).toEqual([]);
	});
});

describe("default download files", () => {
	it("are the five documented files", () => {
		expect(DEFAULT_DOWNLOAD_FILES).toEqual([
			"config.json",
			"config.yaml",
			"hyperparams.yaml",
			"params.json",
			"meta.yaml",
		]);
	});

	it("apply to a library without a query, and only there", () => {
		const plain = downloadRule({ key: "x" });
		expect(plain.ok && plain.rule.source).toBe("default");
		expect(plain.ok && plain.rule.query).toBe(DEFAULT_DOWNLOAD_QUERY);
		for (const f of DEFAULT_DOWNLOAD_FILES) expect(countsAsDownload({ key: "x" }, f)).toBe(true);
		expect(countsAsDownload({ key: "x" }, "model.safetensors")).toBe(false);
		expect(countsAsDownload({ key: "x" }, "sub/config.json")).toBe(false);

		const own = downloadRule({ key: "y", countDownloads: 'path_extension:"pt"' });
		expect(own.ok && own.rule.source).toBe("library");
		expect(countsAsDownload({ key: "y", countDownloads: 'path_extension:"pt"' }, "config.json")).toBe(false);
	});

	it("an invalid library query is reported with the library key, not thrown", () => {
		const result = downloadRule({ key: "broken", countDownloads: 'path_extension:"setup.py"' });
		expect(result.ok).toBe(false);
		expect(!result.ok && result.error).toMatch(/^library "broken": countDownloads is invalid at position 0: /);
		expect(countsAsDownload({ key: "broken", countDownloads: "path:" }, "path")).toBe(false);
	});
});

describe("query grammar", () => {
	it("parses a single term with its position", () => {
		expect(parsed('path:"adapter_config.json"')).toEqual({
			kind: "term",
			field: "path",
			value: "adapter_config.json",
			start: 0,
		});
		expect(parsed('  \n(path_extension:"pt")')).toMatchObject({ field: "path_extension", start: 4 });
	});

	it("AND binds tighter than OR", () => {
		expect(shape(parsed('path:"a" OR path:"b" AND path_extension:"c"'))).toEqual({
			or: ["path=a", { and: ["path=b", "path_extension=c"] }],
		});
		expect(shape(parsed('path:"a" AND path_extension:"b" OR path:"c"'))).toEqual({
			or: [{ and: ["path=a", "path_extension=b"] }, "path=c"],
		});
	});

	it("parentheses override precedence", () => {
		expect(shape(parsed('(path:"a" OR path_filename:"b") AND path_extension:"c"'))).toEqual({
			and: [{ or: ["path=a", "path_filename=b"] }, "path_extension=c"],
		});
	});

	it("flattens chains and redundant parentheses", () => {
		expect(shape(parsed('path:"a" OR (path:"b" OR (path:"c")) OR path:"d"'))).toEqual({
			or: ["path=a", "path=b", "path=c", "path=d"],
		});
		expect(shape(parsed('((path_prefix:"x/" AND (path_extension:"pt" AND path_filename:"m")))'))).toEqual({
			and: ["path_prefix=x/", "path_extension=pt", "path_filename=m"],
		});
	});

	it("reads backslash escapes inside values and any whitespace between tokens", () => {
		expect(parsed('path:"a\\"b\\\\c"')).toMatchObject({ value: 'a"b\\c' });
		expect(shape(parsed('path:"a"\n\t\tOR\r\npath:"b"'))).toEqual({ or: ["path=a", "path=b"] });
		expect(shape(parsed('path : "a"'))).toBe("path=a");
	});

	it("round-trips through formatDownloadQuery with the same meaning", () => {
		const term = fc.record({
			kind: fc.constant("term" as const),
			field: fc.constantFrom("path", "path_filename", "path_prefix", "path_extension"),
			value: fc.stringMatching(/^[ab"\\]{1,2}$/),
			start: fc.constant(0),
		});
		const tree = fc.letrec<{ node: QueryNode }>((tie) => ({
			node: fc.oneof(
				{ depthSize: "small", withCrossShrink: true },
				term,
				fc.record({
					kind: fc.constantFrom("and" as const, "or" as const),
					operands: fc.array(tie("node"), { minLength: 2, maxLength: 3 }),
				}),
			),
		})).node;
		const file = fc.stringMatching(/^[ab"\\./]{1,5}$/);
		fc.assert(
			fc.property(tree, file, (raw, path) => {
				const text = formatDownloadQuery(raw);
				const result = parseDownloadQuery(text);
				// A random tree may contain an AND of two different values for one field: that must be the only failure.
				if (!result.ok) return /never matches/.test(result.error);
				return formatDownloadQuery(result.query) === text && matchesFile(result.query, path) === matchesFile(raw, path);
			}),
			{ numRuns: 500 },
		);
	});

	const errors: [string, string, RegExp, number][] = [
		["empty", "", /^empty query$/, 0],
		["blank", "  \n ", /^empty query$/, 0],
		["unterminated string", 'path:"abc', /^unterminated string$/, 5],
		["dangling backslash", 'path:"abc\\', /^unterminated string$/, 5],
		["unknown field", 'filename:"x"', /^unknown field "filename" \(expected one of path, /, 0],
		["missing colon", 'path "x"', /^expected ":" after "path", found a quoted value$/, 5],
		["unquoted value", "path:config.json", /^unexpected character "\."$/, 11],
		["bare word value", "path:config", /^expected a quoted value after "path:", found "config"$/, 5],
		["missing value", "path:", /^expected a quoted value after "path:", found the end of the query$/, 5],
		["lowercase operator", 'path:"a" or path:"b"', /expected AND, OR or the end of the query, found "or"/, 9],
		[
			"lowercase operator as field",
			'path:"a" AND or path:"b"',
			/^expected ":" after "or", found "path" \(operators are written in capitals: AND, OR\)$/,
			16,
		],
		["operator first", 'OR path:"a"', /^expected a field name, found the operator OR$/, 0],
		["dangling operator", 'path:"a" AND', /^expected a field name, found the end of the query$/, 12],
		["double operator", 'path:"a" AND OR path:"b"', /^expected a field name, found the operator OR$/, 13],
		[
			"unclosed parenthesis",
			'(path:"a" OR path:"b"',
			/^expected "\)" to close the "\(" at position 0, found the end/,
			21,
		],
		["unmatched parenthesis", 'path:"a")', /^unmatched "\)"$/, 8],
		["empty parentheses", "()", /^expected a field name, found "\)"$/, 1],
		["juxtaposed terms", 'path:"a" path:"b"', /^expected AND, OR or the end of the query, found "path"$/, 9],
		["stray character", 'path:"a" && path:"b"', /^unexpected character "&"$/, 9],
	];
	it.each(errors)("rejects %s with a position", (_name, text, message, position) => {
		const result = parseDownloadQuery(text);
		expect(result.ok).toBe(false);
		if (result.ok) return;
		expect(result.error).toMatch(message);
		expect(result.error).not.toContain("\n");
		expect(result.position).toBe(position);
	});
});

describe("queries that can never match are rejected", () => {
	const invalid: [string, RegExp, number][] = [
		['path_extension:"setup.py"', /^path_extension "setup\.py" contains "\."/, 0],
		['path_extension:".pth"', /^path_extension "\.pth" contains "\."/, 0],
		['path_extension:"a/b"', /^path_extension "a\/b" contains "\/"/, 0],
		['path:"x" OR path_filename:"ckpt/model"', /^path_filename "ckpt\/model" contains "\/"/, 12],
		['path:""', /^path has an empty value$/, 0],
		['path_prefix:"  "', /^path_prefix has an empty value$/, 0],
		['_exists_:"path_suffix"', /^_exists_ names unknown field "path_suffix"/, 0],
		['_exists_:"_exists_"', /^_exists_ names unknown field "_exists_"/, 0],
		['path:"/config.json"', /starts with "\/"; repository paths are relative/, 0],
		['path_prefix:"/ckpt"', /starts with "\/"; repository paths are relative/, 0],
		['path:"ckpt/"', /ends with "\/"; it names a folder, not a file/, 0],
		['path:"a.json" AND path:"b.json"', /^path cannot be both "a\.json" and "b\.json"; this AND never matches$/, 18],
		['(path_extension:"pt" AND path_extension:"bin") OR path:"x"', /^path_extension cannot be both "pt" and "bin"/, 25],
	];
	it.each(invalid)("%s", (text, message, position) => {
		const result = parseDownloadQuery(text);
		expect(result.ok).toBe(false);
		if (result.ok) return;
		expect(result.error).toMatch(message);
		expect(result.position).toBe(position);
	});

	it("accepts the same values where they can match", () => {
		for (const text of [
			'path:"setup.py"',
			'path_extension:"pth"',
			'path_filename:"model.weights" AND path_extension:"h5"',
			'path:"a.json" OR path:"b.json"',
			'path_extension:"pt" AND path_extension:"pt"',
			'_exists_:"path_prefix"',
			'path_prefix:"checkpoints/" AND path_prefix:"checkpoints/sub/"',
		])
			expect(parseDownloadQuery(text).ok, text).toBe(true);
	});
});

describe("matchesFile", () => {
	const cases: [string, string, boolean][] = [
		['path:"config.json"', "config.json", true],
		['path:"config.json"', "sub/config.json", false],
		['path:"config.json"', "Config.json", false],
		['path:"ckpt/vae/config.json"', "ckpt/vae/config.json", true],
		['path_extension:"pt"', "model.pt", true],
		['path_extension:"pt"', "checkpoints/epoch=1.pt", true],
		['path_extension:"pt"', "model.pth", false],
		['path_extension:"pt"', "pt", false],
		['path_extension:"gz"', "weights.tar.gz", true],
		['path_extension:"tar"', "weights.tar.gz", false],
		['path_filename:"config"', "config.json", true],
		['path_filename:"config"', "vae/config.yaml", true],
		['path_filename:"config"', "config", true],
		['path_filename:"config"', "my_config.json", false],
		['path_filename:"model.weights"', "model.weights.h5", true],
		['path_prefix:"checkpoints/"', "checkpoints/a/b.pt", true],
		['path_prefix:"checkpoints/"', "checkpoints.pt", false],
		['_exists_:"path_prefix"', "dir/file.bin", true],
		['_exists_:"path_prefix"', "file.bin", false],
		['_exists_:"path_extension"', "README", false],
		['_exists_:"path_extension"', "README.md", true],
		['_exists_:"path"', "anything", true],
		['path_extension:"pt" AND path_prefix:"checkpoints/"', "checkpoints/x.pt", true],
		['path_extension:"pt" AND path_prefix:"checkpoints/"', "x.pt", false],
		['path:"a" OR path:"b" AND path_extension:"c"', "a", true],
		['(path:"a" OR path:"b") AND path_extension:"c"', "a", false],
		['path_extension:"gguf" OR (path_filename:"config" AND path_extension:"json")', "sub/config.json", true],
		['path_extension:"gguf" OR (path_filename:"config" AND path_extension:"json")', "config.yaml", false],
	];
	it.each(cases)("%s on %s → %s", (query, path, expected) => {
		expect(matchesFile(parsed(query), path)).toBe(expected);
	});

	it("a path term matches exactly its own path", () => {
		const segment = fc.stringMatching(/^[A-Za-z0-9_.\-"\\ ]{1,12}$/).filter((s) => s.trim() !== "");
		fc.assert(
			fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), segment, (parts, other) => {
				const path = parts.join("/");
				const query = parsed(formatDownloadQuery({ kind: "term", field: "path", value: path, start: 0 }));
				return matchesFile(query, path) && matchesFile(query, `${path}/${other}`) === false;
			}),
		);
	});

	it("AND and OR follow boolean logic over their operands", () => {
		const names = ["a.pt", "b.bin", "c/d.json"];
		const terms = ['path_extension:"pt"', 'path_prefix:"c/"', 'path_filename:"b"'];
		fc.assert(
			fc.property(fc.constantFrom(...names), fc.subarray(terms, { minLength: 2 }), (file, picked) => {
				const each = picked.map((t) => matchesFile(parsed(t), file));
				return (
					matchesFile(parsed(picked.join(" AND ")), file) === each.every(Boolean) &&
					matchesFile(parsed(picked.join(" OR ")), file) === each.some(Boolean)
				);
			}),
		);
	});
});
