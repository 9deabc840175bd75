/**
 * The licences offered when making a repository: the identifiers the Hub's cards use in `license:` (most are SPDX
 * ids), commonest first. `other` leaves the licence to the card.
 */
export const LICENSES: readonly [id: string, label: string][] = [
	["apache-2.0", "Apache 2.0"],
	["mit", "MIT"],
	["openrail", "OpenRAIL"],
	["openrail++", "OpenRAIL++"],
	["creativeml-openrail-m", "CreativeML OpenRAIL-M"],
	["bigscience-openrail-m", "BigScience OpenRAIL-M"],
	["bigscience-bloom-rail-1.0", "BigScience BLOOM RAIL 1.0"],
	["cc-by-4.0", "CC BY 4.0"],
	["cc-by-sa-4.0", "CC BY-SA 4.0"],
	["cc-by-nc-4.0", "CC BY-NC 4.0"],
	["cc-by-nc-sa-4.0", "CC BY-NC-SA 4.0"],
	["cc-by-nc-nd-4.0", "CC BY-NC-ND 4.0"],
	["cc0-1.0", "CC0 1.0"],
	["bsd-3-clause", "BSD 3-Clause"],
	["bsd-2-clause", "BSD 2-Clause"],
	["mpl-2.0", "Mozilla Public License 2.0"],
	["gpl-3.0", "GNU GPL v3"],
	["lgpl-3.0", "GNU LGPL v3"],
	["agpl-3.0", "GNU AGPL v3"],
	["afl-3.0", "Academic Free License 3.0"],
	["artistic-2.0", "Artistic 2.0"],
	["unlicense", "The Unlicense"],
	["llama3.3", "Llama 3.3"],
	["llama3.2", "Llama 3.2"],
	["llama3.1", "Llama 3.1"],
	["gemma", "Gemma"],
	["other", "Other"],
];

export const LICENSE_IDS: ReadonlySet<string> = new Set(LICENSES.map(([id]) => id));
