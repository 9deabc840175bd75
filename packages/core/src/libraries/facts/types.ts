/**
 * What a library's snippets may write, checked against the library's source: every module, class, function,
 * method, keyword argument, install word and command-line flag, with the release and the source file it was read
 * from. The snippet tests hold every generated snippet to these tables (packages/core/test/libraries/facts.test.ts),
 * and the model page says which release a library's snippets were checked against.
 */

/** One name a snippet may use: a module, class, function or method, by its qualified Python (or JS) name. */
export interface NameFact {
	/** The file of the package's repository where the name (and its keyword arguments) was read. */
	readonly source: string;
	/** Keyword arguments a snippet may pass; "any" where the callable takes **kwargs through to many others. */
	readonly kwargs?: readonly string[] | "any";
	/**
	 * The qualified class of what a call returns, so the methods called on it are checked too; a list for a tuple
	 * (null for an element that is not a library object).
	 */
	readonly returns?: string | readonly (string | null)[];
}

/** A shell command a snippet runs (`hf download`, `python -m sample_factory.huggingface.load_from_hub`). */
export interface CommandFact {
	readonly source: string;
	/** The `--flags` (and `-x` short flags) the snippet may pass. */
	readonly flags: readonly string[];
}

/** The facts of one package (one repository), read at one release. */
export interface PackageFacts {
	/** The name it is installed by (PyPI, npm, or a Git URL for packages only published as source). */
	readonly package: string;
	/** owner/name of its source repository. */
	readonly repository: string;
	/** The release the facts hold for: the version its source declares at `commit`. */
	readonly release: string;
	/** The commit the files were read at (40 hex), or the wheel/package file read instead. */
	readonly commit: string;
	/** Anything worth knowing about how the facts were read (a file read alone, a wheel instead of a snapshot). */
	readonly note?: string;
	readonly names: Readonly<Record<string, NameFact>>;
	readonly commands?: Readonly<Record<string, CommandFact>>;
}

/** Where a library cannot be installed on a current Python, as the snippet says in a comment. */
export interface SupportFact {
	/** The last release, and the last Python version it installs on. */
	readonly lastRelease: string;
	readonly lastPython: string;
	/** Why, in a few words ("archived in 2022", "pins numpy<1.24"). */
	readonly reason: string;
	readonly source: string;
}

/** Everything a library's snippets may use: its own package first, then those it shares with others. */
export interface LibraryFacts {
	/** The registry key (`library_name`). */
	readonly library: string;
	/** Its packages: the first is the library itself (the release the model page names), then shared families. */
	readonly packages: readonly PackageFacts[];
	/**
	 * Every word a snippet's install line may name (`pip install -U <word>`, `npm i <word>`, `git clone <url>`),
	 * with where it was checked (the package's pyproject, setup.py or package.json).
	 */
	readonly installs: Readonly<Record<string, string>>;
	readonly support?: SupportFact;
}
