/**
 * Common hardware for running models locally, with public memory and memory-bandwidth figures (the vendor's own
 * specification page for each row). "unified" and "system" memory is shared with the operating system; "dedicated"
 * is a GPU's own memory.
 */
export type HardwareKind = "nvidia" | "amd" | "apple" | "cpu";

export interface Hardware {
	/** Stable key, e.g. "rtx-4090". */
	key: string;
	label: string;
	kind: HardwareKind;
	/** Memory the model can live in, in GB (10⁹ bytes as vendors count; GiB-sized parts are given as sold). */
	memoryGb: number;
	/** Peak memory bandwidth in GB/s. */
	bandwidthGbs: number;
	memory: "dedicated" | "unified" | "system";
	/** Where the two figures come from. */
	source: string;
}

type Row = [key: string, label: string, memoryGb: number, bandwidthGbs: number, source: string];

const NV = "https://www.nvidia.com/en-us";
const NVIDIA: Row[] = [
	["rtx-3060", "NVIDIA GeForce RTX 3060 (12 GB)", 12, 360, `${NV}/geforce/graphics-cards/30-series/rtx-3060-3060ti/`],
	["rtx-3090", "NVIDIA GeForce RTX 3090", 24, 936, `${NV}/geforce/graphics-cards/30-series/rtx-3090-3090ti/`],
	[
		"rtx-4060-ti-16",
		"NVIDIA GeForce RTX 4060 Ti (16 GB)",
		16,
		288,
		`${NV}/geforce/graphics-cards/40-series/rtx-4060-4060ti/`,
	],
	["rtx-4070", "NVIDIA GeForce RTX 4070", 12, 504, `${NV}/geforce/graphics-cards/40-series/rtx-4070-family/`],
	["rtx-4080", "NVIDIA GeForce RTX 4080", 16, 716.8, `${NV}/geforce/graphics-cards/40-series/rtx-4080-family/`],
	["rtx-4090", "NVIDIA GeForce RTX 4090", 24, 1008, `${NV}/geforce/graphics-cards/40-series/rtx-4090/`],
	["rtx-5070", "NVIDIA GeForce RTX 5070", 12, 672, `${NV}/geforce/graphics-cards/50-series/rtx-5070-family/`],
	["rtx-5080", "NVIDIA GeForce RTX 5080", 16, 960, `${NV}/geforce/graphics-cards/50-series/rtx-5080/`],
	["rtx-5090", "NVIDIA GeForce RTX 5090", 32, 1792, `${NV}/geforce/graphics-cards/50-series/rtx-5090/`],
	["t4", "NVIDIA T4", 16, 320, `${NV}/data-center/tesla-t4/`],
	["l4", "NVIDIA L4", 24, 300, `${NV}/data-center/l4/`],
	["a10", "NVIDIA A10", 24, 600, `${NV}/data-center/products/a10-gpu/`],
	["l40s", "NVIDIA L40S", 48, 864, `${NV}/data-center/l40s/`],
	["a100-40", "NVIDIA A100 40 GB (PCIe)", 40, 1555, `${NV}/data-center/a100/`],
	["a100-80", "NVIDIA A100 80 GB (SXM)", 80, 2039, `${NV}/data-center/a100/`],
	["h100", "NVIDIA H100 (SXM)", 80, 3350, `${NV}/data-center/h100/`],
	["h200", "NVIDIA H200", 141, 4800, `${NV}/data-center/h200/`],
];

const AMD_GPU = "https://www.amd.com/en/products";
const AMD: Row[] = [
	[
		"rx-7900-xt",
		"AMD Radeon RX 7900 XT",
		20,
		800,
		`${AMD_GPU}/graphics/desktops/radeon/7000-series/amd-radeon-rx-7900xt.html`,
	],
	[
		"rx-7900-xtx",
		"AMD Radeon RX 7900 XTX",
		24,
		960,
		`${AMD_GPU}/graphics/desktops/radeon/7000-series/amd-radeon-rx-7900xtx.html`,
	],
	["mi300x", "AMD Instinct MI300X", 192, 5300, `${AMD_GPU}/accelerators/instinct/mi300/mi300x.html`],
];

const APPLE_M4 = "https://www.apple.com/newsroom/2024/05/apple-introduces-m4-chip/";
const APPLE_M4_PRO_MAX = "https://www.apple.com/newsroom/2024/10/apple-introduces-m4-pro-and-m4-max/";
const APPLE_M3_ULTRA =
	"https://www.apple.com/newsroom/2025/03/apple-reveals-m3-ultra-taking-apple-silicon-to-a-new-extreme/";
const APPLE: Row[] = [
	["m4-16", "Apple M4, 16 GB", 16, 120, APPLE_M4],
	["m4-32", "Apple M4, 32 GB", 32, 120, APPLE_M4],
	["m4-pro-24", "Apple M4 Pro, 24 GB", 24, 273, APPLE_M4_PRO_MAX],
	["m4-pro-48", "Apple M4 Pro, 48 GB", 48, 273, APPLE_M4_PRO_MAX],
	["m4-max-64", "Apple M4 Max, 64 GB", 64, 546, APPLE_M4_PRO_MAX],
	["m4-max-128", "Apple M4 Max, 128 GB", 128, 546, APPLE_M4_PRO_MAX],
	["m3-ultra-256", "Apple M3 Ultra, 256 GB", 256, 819, APPLE_M3_ULTRA],
	["m3-ultra-512", "Apple M3 Ultra, 512 GB", 512, 819, APPLE_M3_ULTRA],
];

// Dual-channel desktop memory: 64 bits (8 bytes) per channel per transfer, so DDR4-3200 moves 2 × 8 × 3.2 = 51.2 GB/s
// and DDR5-5600 2 × 8 × 5.6 = 89.6 GB/s (the JEDEC transfer rates, as tabulated on the linked pages).
const DDR4 = "https://en.wikipedia.org/wiki/DDR4_SDRAM";
const DDR5 = "https://en.wikipedia.org/wiki/DDR5_SDRAM";
const CPU: Row[] = [
	["cpu-ddr4-16", "CPU only, 16 GB DDR4-3200 (dual channel)", 16, 51.2, DDR4],
	["cpu-ddr4-32", "CPU only, 32 GB DDR4-3200 (dual channel)", 32, 51.2, DDR4],
	["cpu-ddr5-32", "CPU only, 32 GB DDR5-5600 (dual channel)", 32, 89.6, DDR5],
	["cpu-ddr5-64", "CPU only, 64 GB DDR5-5600 (dual channel)", 64, 89.6, DDR5],
	["cpu-ddr5-128", "CPU only, 128 GB DDR5-5600 (dual channel)", 128, 89.6, DDR5],
];

const rows = (kind: HardwareKind, memory: Hardware["memory"], list: Row[]): Hardware[] =>
	list.map(([key, label, memoryGb, bandwidthGbs, source]) => ({
		key,
		label,
		kind,
		memoryGb,
		bandwidthGbs,
		memory,
		source,
	}));

export const HARDWARE: readonly Hardware[] = [
	...rows("nvidia", "dedicated", NVIDIA),
	...rows("amd", "dedicated", AMD),
	...rows("apple", "unified", APPLE),
	...rows("cpu", "system", CPU),
];

/** The hardware row with this key. */
export function getHardware(key: string): Hardware | undefined {
	return HARDWARE.find((h) => h.key === key);
}
