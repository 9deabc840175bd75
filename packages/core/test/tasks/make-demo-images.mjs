// Writes the SVG illustrations used by the task demos into apps/web/public/demo/.
// Run once from anywhere: `node packages/core/test/tasks/make-demo-images.mjs`. Output is deterministic.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const OUT = fileURLToPath(new URL("../../../../apps/web/public/demo/", import.meta.url));
const svg = (w, h, body, title) =>
	`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${title}">\n<title>${title}</title>\n${body.trim()}\n</svg>\n`;
const files = {};
const put = (name, w, h, title, body) => {
	files[name] = svg(w, h, body, title);
};
const FONT = `font-family="Helvetica, Arial, sans-serif"`;

// Street scene
const streetParts = {
	sky: `<rect width="320" height="150" fill="#bfe3f7"/>`,
	sun: `<circle cx="276" cy="34" r="16" fill="#ffd54f"/>`,
	building: `<rect x="20" y="50" width="80" height="100" fill="#c9a27e"/>
<g fill="#fff6d5"><rect x="32" y="62" width="16" height="16"/><rect x="72" y="62" width="16" height="16"/><rect x="32" y="92" width="16" height="16"/><rect x="72" y="92" width="16" height="16"/></g>
<rect x="52" y="118" width="16" height="32" fill="#7b5b3e"/>`,
	tree: `<rect x="228" y="96" width="10" height="48" fill="#8d6e63"/><circle cx="233" cy="84" r="28" fill="#66bb6a"/>`,
	light: `<rect x="108" y="84" width="4" height="60" fill="#455a64"/><rect x="103" y="58" width="14" height="30" rx="3" fill="#263238"/>
<circle cx="110" cy="65" r="3.5" fill="#e53935"/><circle cx="110" cy="73" r="3.5" fill="#5d4037"/><circle cx="110" cy="81" r="3.5" fill="#43a047"/>`,
	ground: `<rect y="140" width="320" height="12" fill="#bdbdbd"/><rect y="152" width="320" height="88" fill="#616161"/>
<g fill="#f5f5f5"><rect x="10" y="212" width="30" height="4"/><rect x="80" y="212" width="30" height="4"/><rect x="150" y="212" width="30" height="4"/><rect x="220" y="212" width="30" height="4"/><rect x="290" y="212" width="30" height="4"/></g>`,
	car: `<path d="M132 166 L146 148 H186 L200 166 Z" fill="#c62828"/><rect x="120" y="164" width="92" height="26" rx="6" fill="#e53935"/>
<path d="M140 165 L150 152 H164 V165 Z M168 165 V152 H182 L192 165 Z" fill="#bbdefb"/>
<circle cx="142" cy="192" r="10" fill="#212121"/><circle cx="190" cy="192" r="10" fill="#212121"/><circle cx="142" cy="192" r="4" fill="#9e9e9e"/><circle cx="190" cy="192" r="4" fill="#9e9e9e"/>`,
	person: `<circle cx="262" cy="116" r="7" fill="#f1c27d"/><rect x="255" y="124" width="14" height="22" rx="4" fill="#3949ab"/>
<path d="M258 146 L256 162 M266 146 L268 162" stroke="#37474f" stroke-width="4" stroke-linecap="round"/>`,
};
const street = Object.values(streetParts).join("\n");
put("street.svg", 320, 240, "A street with a building, a traffic light, a red car, a tree and a pedestrian", street);

const box = (x, y, w, h, color, label, below = false) => {
	const ly = below ? y + h : y - 13;
	return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="${color}" stroke-width="2.5"/>
<rect x="${x}" y="${ly}" width="${label.length * 6 + 6}" height="13" fill="${color}"/><text x="${x + 3}" y="${ly + 10}" ${FONT} font-size="10" fill="#fff">${label}</text>`;
};
put(
	"street-detections.svg",
	320,
	240,
	"The street photo with boxes around the car, the person and the traffic light",
	`${street}
${box(116, 146, 100, 58, "#ff6f00", "car 0.98")}
${box(251, 106, 24, 60, "#00acc1", "person 0.95")}
${box(100, 56, 20, 34, "#8e24aa", "traffic light 0.87")}`,
);

put(
	"street-segments.svg",
	320,
	240,
	"Semantic segmentation of the street: sky, building, tree, road, sidewalk, car and person in flat colours",
	`
<rect width="320" height="150" fill="#6baed6"/>
<rect x="20" y="50" width="80" height="100" fill="#fdae6b"/>
<g fill="#74c476"><circle cx="233" cy="84" r="28"/><rect x="228" y="96" width="10" height="48"/></g>
<g fill="#8c6bb1"><rect x="108" y="84" width="4" height="60"/><rect x="103" y="58" width="14" height="30" rx="3"/></g>
<rect y="140" width="320" height="12" fill="#d9d9d9"/><rect y="152" width="320" height="88" fill="#969696"/>
<g fill="#e6550d"><path d="M132 166 L146 148 H186 L200 166 Z"/><rect x="120" y="164" width="92" height="26" rx="6"/><circle cx="142" cy="192" r="10"/><circle cx="190" cy="192" r="10"/></g>
<g fill="#dd3497"><circle cx="262" cy="116" r="7"/><rect x="255" y="124" width="14" height="22" rx="4"/><path d="M258 146 L256 162 M266 146 L268 162" stroke="#dd3497" stroke-width="4" stroke-linecap="round"/></g>
<g ${FONT} font-size="9" fill="#fff"><text x="6" y="232">road</text><text x="150" y="20">sky</text><text x="40" y="46" fill="#333">building</text><text x="140" y="182">car</text></g>`,
);

put(
	"street-masks.svg",
	320,
	240,
	"The street photo with a differently coloured outline mask over each object, without labels",
	`${street}
<rect width="320" height="240" fill="#fff" opacity="0.35"/>
<g stroke-width="2" fill-opacity="0.55">
<rect x="20" y="50" width="80" height="100" fill="#f781bf" stroke="#c51b7d"/>
<g fill="#4daf4a" stroke="#1b7837"><circle cx="233" cy="84" r="28"/></g>
<rect x="228" y="112" width="10" height="32" fill="#a65628" stroke="#6b3a1a"/>
<path d="M120 170 Q120 164 126 164 L132 164 L146 148 H186 L200 164 H206 Q212 164 212 170 V190 Q212 202 190 202 H142 Q120 202 120 190 Z" fill="#377eb8" stroke="#08306b"/>
<path d="M255 110 Q262 104 269 110 V162 H255 Z" fill="#ff7f00" stroke="#b35806"/>
<rect x="103" y="58" width="14" height="86" fill="#984ea3" stroke="#54278f"/>
</g>`,
);

put(
	"street-depth.svg",
	320,
	240,
	"Depth map of the street: near road and car bright, far sky dark",
	`
<defs><linearGradient id="road" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7a7a7a"/><stop offset="1" stop-color="#fafafa"/></linearGradient></defs>
<rect width="320" height="150" fill="#111"/>
<rect x="20" y="50" width="80" height="100" fill="#4a4a4a"/>
<g fill="#6e6e6e"><circle cx="233" cy="84" r="28"/><rect x="228" y="96" width="10" height="48"/></g>
<g fill="#8a8a8a"><rect x="108" y="84" width="4" height="60"/><rect x="103" y="58" width="14" height="30" rx="3"/></g>
<rect y="140" width="320" height="100" fill="url(#road)"/>
<g fill="#c8c8c8"><path d="M132 166 L146 148 H186 L200 166 Z"/><rect x="120" y="164" width="92" height="26" rx="6"/><circle cx="142" cy="192" r="10"/><circle cx="190" cy="192" r="10"/></g>
<g fill="#a8a8a8"><circle cx="262" cy="116" r="7"/><rect x="255" y="124" width="14" height="22" rx="4"/><path d="M258 146 L256 162 M266 146 L268 162" stroke="#a8a8a8" stroke-width="4" stroke-linecap="round"/></g>`,
);

// Cat
const cat = `<rect width="240" height="240" fill="#f3ede2"/>
<ellipse cx="120" cy="205" rx="100" ry="22" fill="#a5473f"/><ellipse cx="120" cy="205" rx="80" ry="15" fill="none" stroke="#e9c46a" stroke-width="3"/>
<path d="M160 196 Q205 190 200 150 Q198 135 188 140 Q192 170 160 180 Z" fill="#e09f55"/>
<ellipse cx="120" cy="160" rx="48" ry="42" fill="#f4a261"/>
<g stroke="#8a5a2b" stroke-width="5" stroke-linecap="round" fill="none"><path d="M90 140 Q98 150 92 162"/><path d="M108 128 Q116 142 110 156"/><path d="M134 128 Q128 142 134 156"/><path d="M152 140 Q144 150 150 162"/></g>
<path d="M86 76 L92 40 L112 64 Z M154 76 L148 40 L128 64 Z" fill="#f4a261"/><path d="M92 70 L95 50 L106 64 Z M148 70 L145 50 L134 64 Z" fill="#f7c6c7"/>
<circle cx="120" cy="92" r="38" fill="#f4a261"/>
<g stroke="#8a5a2b" stroke-width="4" stroke-linecap="round"><path d="M110 58 L112 70 M120 56 V70 M130 58 L128 70"/></g>
<ellipse cx="105" cy="90" rx="6" ry="8" fill="#2f5d3a"/><ellipse cx="135" cy="90" rx="6" ry="8" fill="#2f5d3a"/><ellipse cx="105" cy="90" rx="2" ry="6" fill="#111"/><ellipse cx="135" cy="90" rx="2" ry="6" fill="#111"/>
<path d="M115 104 H125 L120 110 Z" fill="#e07a8a"/><path d="M120 110 Q114 118 108 114 M120 110 Q126 118 132 114" stroke="#5a3a1a" stroke-width="2" fill="none"/>
<g stroke="#fff" stroke-width="1.5"><path d="M100 108 L70 102 M100 112 L70 114 M140 108 L170 102 M140 112 L170 114"/></g>
<circle cx="50" cy="186" r="22" fill="#457b9d"/><g stroke="#a8dadc" stroke-width="2" fill="none"><path d="M32 176 Q50 170 68 184"/><path d="M30 190 Q50 180 70 196"/><path d="M40 204 Q52 188 66 172"/></g><path d="M70 196 Q90 212 110 200" stroke="#457b9d" stroke-width="2" fill="none"/>`;
put("tabby-cat.svg", 240, 240, "A striped orange tabby cat sitting on a rug next to a blue ball of yarn", cat);
put(
	"tabby-cat-hat.svg",
	240,
	240,
	"The tabby cat wearing a striped party hat",
	`${cat}
<path d="M98 60 L124 4 L146 60 Z" fill="#8338ec"/><g fill="#ffbe0b"><circle cx="112" cy="46" r="4"/><circle cx="130" cy="40" r="4"/><circle cx="122" cy="24" r="3"/><circle cx="136" cy="54" r="3"/></g>
<circle cx="124" cy="6" r="7" fill="#ff006e"/><path d="M96 60 Q122 68 148 60" stroke="#ff006e" stroke-width="4" fill="none"/>`,
);

// Lighthouse
const lighthouseScene = (beamAngle, id = "") => `
<rect width="320" height="150" fill="url(#sunset${id})"/>
<circle cx="240" cy="140" r="30" fill="#ffd166"/>
<rect y="140" width="320" height="100" fill="#264653"/>
<g stroke="#e9f5f9" stroke-width="2" opacity="0.5"><path d="M20 170 H60 M200 190 H250 M90 215 H140 M250 220 H300"/></g>
<path d="M40 240 L70 176 L120 168 L170 180 L200 240 Z" fill="#5c4d3c"/>
<g transform="rotate(${beamAngle} 115 72)"><path d="M115 72 L320 40 L320 104 Z" fill="#fff3b0" opacity="0.6"/></g>
<path d="M102 172 L108 84 H122 L128 172 Z" fill="#fdfdfd"/>
<path d="M106 142 L104 160 H126 L124 142 Z M107 112 L106 126 H124 L123 112 Z M108 88 L108 98 H122 L122 88 Z" fill="#d62828"/>
<rect x="104" y="66" width="22" height="18" fill="#ffd166" stroke="#333" stroke-width="2"/><path d="M100 66 L115 52 L130 66 Z" fill="#d62828"/>`;
const sunsetDefs = (id = "") =>
	`<linearGradient id="sunset${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6d597a"/><stop offset="0.6" stop-color="#e56b6f"/><stop offset="1" stop-color="#f4a261"/></linearGradient>`;
put(
	"lighthouse.svg",
	320,
	240,
	"A red-and-white lighthouse on rocks at sunset, its beam shining to the right",
	`<defs>${sunsetDefs()}</defs>${lighthouseScene(0)}`,
);

const filmstrip = (frames, title, name, defs = "") => {
	const fw = 160,
		fh = 120,
		gap = 10,
		pad = 14;
	const w = pad * 2 + frames.length * fw + (frames.length - 1) * gap;
	const h = fh + pad * 2;
	let body = `<defs>${defs}</defs><rect width="${w}" height="${h}" fill="#1b1b1b"/>`;
	for (let x = 6; x < w - 6; x += 16)
		body += `<rect x="${x}" y="3" width="8" height="6" rx="1" fill="#eee"/><rect x="${x}" y="${h - 9}" width="8" height="6" rx="1" fill="#eee"/>`;
	frames.forEach((frame, i) => {
		const x = pad + i * (fw + gap);
		body += `\n<svg x="${x}" y="${pad}" width="${fw}" height="${fh}" viewBox="0 0 320 240"><title>Frame ${i + 1}</title>${frame}</svg>`;
	});
	put(name, w, h, title, body);
};
filmstrip(
	[0, -12, -24, -36].map((a) => lighthouseScene(a)),
	"Four video frames: the lighthouse beam sweeps upward as the sun sets",
	"lighthouse-frames.svg",
	sunsetDefs(),
);

// House sketch / painted
const houseShapes = (fill) => `
<circle cx="250" cy="50" r="24" ${fill ? 'fill="#ffca3a"' : 'fill="none"'}/>
<path d="M0 190 Q80 176 160 186 T320 184 V240 H0 Z" ${fill ? 'fill="#8ac926"' : 'fill="none"'}/>
<rect x="80" y="110" width="120" height="86" ${fill ? 'fill="#f6bd60"' : 'fill="none"'}/>
<path d="M68 112 L140 56 L212 112 Z" ${fill ? 'fill="#c1121f"' : 'fill="none"'}/>
<rect x="126" y="144" width="28" height="52" ${fill ? 'fill="#6a4c93"' : 'fill="none"'}/>
<rect x="92" y="128" width="24" height="22" ${fill ? 'fill="#a0c4ff"' : 'fill="none"'}/>
<rect x="164" y="128" width="24" height="22" ${fill ? 'fill="#a0c4ff"' : 'fill="none"'}/>
<rect x="166" y="66" width="16" height="30" ${fill ? 'fill="#7f5539"' : 'fill="none"'}/>`;
put(
	"house-sketch.svg",
	320,
	240,
	"A black line sketch of a house with a sun and a hill",
	`<rect width="320" height="240" fill="#fff"/><g stroke="#222" stroke-width="2.5" stroke-linejoin="round">${houseShapes(false)}</g>`,
);
put(
	"house-painted.svg",
	320,
	240,
	"The same house sketch coloured in: red roof, yellow walls, blue windows, green hill and a bright sun",
	`<rect width="320" height="240" fill="#cdeefd"/><g stroke="#222" stroke-width="2.5" stroke-linejoin="round">${houseShapes(true)}</g>`,
);

// Generated faces
const face = (
	cx,
	cy,
	skin,
	hair,
	mouth,
	bg,
) => `<rect x="${cx - 60}" y="${cy - 60}" width="120" height="120" fill="${bg}"/>
<path d="M${cx - 38} ${cy + 4} Q${cx - 40} ${cy - 46} ${cx} ${cy - 46} Q${cx + 40} ${cy - 46} ${cx + 38} ${cy + 4} Z" fill="${hair}"/>
<ellipse cx="${cx}" cy="${cy + 4}" rx="30" ry="36" fill="${skin}"/>
<path d="M${cx - 30} ${cy - 12} Q${cx} ${cy - 40} ${cx + 30} ${cy - 12} Q${cx + 20} ${cy - 30} ${cx} ${cy - 30} Q${cx - 20} ${cy - 30} ${cx - 30} ${cy - 12} Z" fill="${hair}"/>
<circle cx="${cx - 11}" cy="${cy}" r="3.5" fill="#222"/><circle cx="${cx + 11}" cy="${cy}" r="3.5" fill="#222"/>
<path d="M${cx - 2} ${cy + 6} L${cx - 4} ${cy + 16} H${cx + 2}" stroke="#8d5a3b" stroke-width="1.5" fill="none"/>
<path d="${mouth(cx, cy)}" stroke="#a23b3b" stroke-width="2.5" fill="none" stroke-linecap="round"/>`;
const smile = (x, y) => `M${x - 10} ${y + 22} Q${x} ${y + 30} ${x + 10} ${y + 22}`;
const flat = (x, y) => `M${x - 8} ${y + 25} H${x + 8}`;
const grin = (x, y) => `M${x - 12} ${y + 21} Q${x} ${y + 34} ${x + 12} ${y + 21} Z`;
put(
	"generated-faces.svg",
	360,
	240,
	"A grid of six generated portraits with different skin tones, hair colours and expressions",
	[
		face(60, 60, "#f1c27d", "#4a2c2a", smile, "#e0ecf8"),
		face(180, 60, "#8d5524", "#1b1b1b", flat, "#f8e0e0"),
		face(300, 60, "#ffdbac", "#d4a373", grin, "#e4f8e0"),
		face(60, 180, "#c68642", "#3b3b3b", grin, "#f8f4e0"),
		face(180, 180, "#e0ac69", "#9c2f1b", smile, "#ece0f8"),
		face(300, 180, "#ffe0bd", "#b0b0b0", flat, "#e0f8f6"),
	].join("\n"),
);

// Juggling
const juggler = (balls, sketch = false) => {
	const stroke = sketch ? "#555" : "#37474f";
	const bg = sketch
		? `<rect width="320" height="240" fill="#fbf8ef"/><g stroke="#ddd" stroke-width="1">${Array.from({ length: 12 }, (_, i) => `<path d="M0 ${20 * i + 10} H320"/>`).join("")}</g>`
		: `<rect width="320" height="240" fill="#d8f3dc"/><rect y="200" width="320" height="40" fill="#95d5b2"/>`;
	const ballColors = sketch ? ["none", "none", "none"] : ["#e63946", "#ffb703", "#219ebc"];
	const ballsSvg = balls
		.map(
			([x, y], i) =>
				`<circle cx="${x}" cy="${y}" r="11" fill="${ballColors[i]}" stroke="${sketch ? "#444" : "none"}" stroke-width="2"/>${sketch ? `<path d="M${x - 7} ${y + 3} L${x + 3} ${y - 7} M${x - 4} ${y + 7} L${x + 7} ${y - 4}" stroke="#888" stroke-width="1"/>` : ""}`,
		)
		.join("");
	return `${bg}
<circle cx="160" cy="92" r="16" fill="${sketch ? "none" : "#f1c27d"}" stroke="${sketch ? stroke : "none"}" stroke-width="2.5"/>
<path d="M160 108 V160 M160 160 L140 200 M160 160 L180 200 M160 122 L132 134 L120 118 M160 122 L188 134 L200 118" stroke="${stroke}" stroke-width="${sketch ? 3 : 8}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>
${ballsSvg}`;
};
const juggleFrames = [
	[
		[120, 100],
		[160, 40],
		[200, 100],
	],
	[
		[130, 70],
		[185, 45],
		[200, 110],
	],
	[
		[150, 50],
		[200, 80],
		[120, 110],
	],
	[
		[175, 45],
		[200, 105],
		[125, 80],
	],
];
filmstrip(
	juggleFrames.map((b) => juggler(b)),
	"Four video frames of a person juggling three coloured balls",
	"juggling-frames.svg",
);
filmstrip(
	juggleFrames.map((b) => juggler(b, true)),
	"The juggling frames redrawn as a pencil sketch on lined paper",
	"juggling-frames-sketch.svg",
);

// Waves
const waveScene = (shift) => `
<rect width="320" height="130" fill="url(#pink)"/>
<rect y="130" width="320" height="60" fill="#4895ef"/>
<path d="M0 ${150 + shift} Q40 ${138 + shift} 80 ${150 + shift} T160 ${150 + shift} T240 ${150 + shift} T320 ${150 + shift} V${170 + shift} H0 Z" fill="#caf0f8"/>
<path d="M0 ${175 + shift} Q50 ${165 + shift} 100 ${178 + shift} T200 ${176 + shift} T320 ${178 + shift} V240 H0 Z" fill="#f1dca7"/>
<circle cx="60" cy="70" r="20" fill="#fff1e6"/>`;
filmstrip(
	[0, 8, 16, 6].map(waveScene),
	"Four video frames of waves rolling up a beach under a pink sky",
	"waves-frames.svg",
	`<linearGradient id="pink" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffafcc"/><stop offset="1" stop-color="#ffc8dd"/></linearGradient>`,
);

// Gridworld
{
	let body = `<rect width="220" height="220" fill="#f8f9fa"/>`;
	for (let y = 0; y < 5; y++)
		for (let x = 0; x < 5; x++) {
			const wall = x === 2 && y >= 1 && y <= 3;
			body += `<rect x="${10 + x * 40}" y="${10 + y * 40}" width="40" height="40" fill="${wall ? "#495057" : "#fff"}" stroke="#adb5bd"/>`;
		}
	body += `<path d="M180 20 V50 M180 20 L205 27 L180 34" stroke="#2b9348" stroke-width="3" fill="#2b9348"/>`;
	body += `<circle cx="70" cy="150" r="13" fill="#4361ee"/><circle cx="65" cy="146" r="2.5" fill="#fff"/><circle cx="75" cy="146" r="2.5" fill="#fff"/>`;
	body += `<path d="M70 136 V112" stroke="#f72585" stroke-width="3" stroke-dasharray="4 3"/><path d="M64 116 L70 106 L76 116 Z" fill="#f72585"/>`;
	put(
		"gridworld.svg",
		220,
		220,
		"A five-by-five grid world: a blue agent, a wall of three dark cells, a green goal flag in the top-right corner and an arrow pointing up",
		body,
	);
}

// Fruit bowl
const fruitBowl = `<rect width="320" height="240" fill="#fdf0d5"/><rect y="170" width="320" height="70" fill="#9c6644"/>
<path d="M150 118 Q190 60 250 100 Q200 84 160 126 Z" fill="#ffd60a" stroke="#c9a227" stroke-width="2"/>
<circle cx="120" cy="126" r="26" fill="#d00000"/><path d="M120 100 Q122 92 126 88" stroke="#5c3d2e" stroke-width="3" fill="none"/><path d="M124 96 Q134 88 140 94 Q130 98 124 96 Z" fill="#55a630"/>
<circle cx="176" cy="130" r="24" fill="#c1121f"/><path d="M176 106 Q178 98 182 95" stroke="#5c3d2e" stroke-width="3" fill="none"/>
<path d="M222 140 Q202 138 206 116 Q210 100 222 92 Q234 100 238 116 Q242 138 222 140 Z" fill="#aacc00"/><path d="M222 92 V82" stroke="#5c3d2e" stroke-width="3"/>
<path d="M70 130 H270 Q262 190 170 192 Q78 190 70 130 Z" fill="#0077b6"/><path d="M70 130 H270" stroke="#023e8a" stroke-width="4"/>`;
put(
	"fruit-bowl.svg",
	320,
	240,
	"A blue bowl holding two apples, a yellow banana and a green pear on a wooden table",
	fruitBowl,
);
put(
	"fruit-bowl-detections.svg",
	320,
	240,
	"The fruit bowl with boxes labelled apple and banana",
	`${fruitBowl}
${box(92, 98, 56, 56, "#e63946", "apple 0.91", true)}
${box(150, 104, 52, 52, "#e63946", "apple 0.88", true)}
${box(148, 70, 104, 58, "#f4a261", "banana 0.95")}`,
);

// Paper boat
const boatScene = (x) => `<rect width="320" height="240" fill="#a8dadc"/>
<ellipse cx="250" cy="190" rx="30" ry="10" fill="#52b788"/><path d="M250 190 L280 186" stroke="#a8dadc" stroke-width="3"/>
<g stroke="#e9f5f9" stroke-width="2" fill="none" opacity="0.8"><ellipse cx="80" cy="200" rx="28" ry="6"/><ellipse cx="200" cy="90" rx="22" ry="5"/><ellipse cx="150" cy="215" rx="18" ry="4"/></g>
<g transform="translate(${x} 0)"><ellipse cx="60" cy="152" rx="44" ry="6" fill="#6fa8b0" opacity="0.7"/>
<path d="M20 130 H100 L86 150 H34 Z" fill="#fefae0" stroke="#999" stroke-width="1.5"/><path d="M42 130 L60 96 L78 130 Z" fill="#fff" stroke="#999" stroke-width="1.5"/></g>`;
put("paper-boat.svg", 320, 240, "A white paper boat floating on a pale blue pond near a lily pad", boatScene(0));
filmstrip(
	[0, 40, 80, 120].map(boatScene),
	"Four video frames: the paper boat drifts to the right across the pond",
	"paper-boat-frames.svg",
);

// Invoice
put(
	"invoice.svg",
	240,
	320,
	"An invoice from Northwind Supplies listing desk chairs, a standing desk and delivery, with a total due of $1,284.00",
	`
<rect width="240" height="320" fill="#fff" stroke="#ccc"/>
<rect width="240" height="44" fill="#1d3557"/>
<g ${FONT}>
<text x="16" y="28" font-size="16" font-weight="bold" fill="#fff">INVOICE</text>
<text x="224" y="20" font-size="8" fill="#fff" text-anchor="end">Northwind Supplies</text>
<text x="224" y="32" font-size="8" fill="#fff" text-anchor="end">No. 2024-0117</text>
<text x="16" y="66" font-size="8" fill="#555">Bill to: Harbor Street Studio</text>
<text x="16" y="78" font-size="8" fill="#555">Date: 12 March 2024</text>
<text x="16" y="106" font-size="8" font-weight="bold">Item</text><text x="224" y="106" font-size="8" font-weight="bold" text-anchor="end">Amount</text>
<path d="M16 111 H224" stroke="#999"/>
<text x="16" y="128" font-size="8">Desk chairs × 4</text><text x="224" y="128" font-size="8" text-anchor="end">$676.00</text>
<text x="16" y="146" font-size="8">Standing desk</text><text x="224" y="146" font-size="8" text-anchor="end">$489.00</text>
<text x="16" y="164" font-size="8">Delivery</text><text x="224" y="164" font-size="8" text-anchor="end">$119.00</text>
<path d="M16 176 H224" stroke="#999"/>
<text x="16" y="196" font-size="10" font-weight="bold">Total due</text><text x="224" y="196" font-size="10" font-weight="bold" text-anchor="end">$1,284.00</text>
<text x="16" y="290" font-size="7" fill="#888">Payment within 30 days. Thank you for your business.</text>
</g>`,
);

// Sales slide
{
	const bars = [
		["Q1", 60],
		["Q2", 85],
		["Q3", 130],
		["Q4", 100],
	];
	let body = `<rect width="320" height="240" fill="#fff" stroke="#ccc"/><rect width="320" height="6" fill="#2a9d8f"/>
<text x="20" y="34" ${FONT} font-size="16" font-weight="bold" fill="#264653">Quarterly sales 2024</text>
<path d="M40 200 H300 M40 200 V56" stroke="#666"/>`;
	bars.forEach(([q, v], i) => {
		const x = 60 + i * 60;
		body += `<rect x="${x}" y="${200 - v}" width="36" height="${v}" fill="${q === "Q3" ? "#e76f51" : "#2a9d8f"}"/><text x="${x + 18}" y="214" ${FONT} font-size="10" text-anchor="middle">${q}</text><text x="${x + 18}" y="${194 - v}" ${FONT} font-size="9" text-anchor="middle" fill="#444">${v * 10}k</text>`;
	});
	put(
		"sales-slide.svg",
		320,
		240,
		"A presentation slide with a bar chart of quarterly sales in which the third quarter is the highest",
		body,
	);
}

// 3D: chair and mug
{
	const iso = ([x, y, z]) => [160 + (x - z) * 0.87 * 0.85, 228 - (y + (x + z) * 0.5) * 0.85];
	const line = (a, b) => {
		const [x1, y1] = iso(a);
		const [x2, y2] = iso(b);
		return `<path d="M${x1.toFixed(1)} ${y1.toFixed(1)} L${x2.toFixed(1)} ${y2.toFixed(1)}"/>`;
	};
	const boxEdges = (x0, y0, z0, x1, y1, z1) => {
		const c = [
			[x0, y0, z0],
			[x1, y0, z0],
			[x1, y0, z1],
			[x0, y0, z1],
			[x0, y1, z0],
			[x1, y1, z0],
			[x1, y1, z1],
			[x0, y1, z1],
		];
		const e = [
			[0, 1],
			[1, 2],
			[2, 3],
			[3, 0],
			[4, 5],
			[5, 6],
			[6, 7],
			[7, 4],
			[0, 4],
			[1, 5],
			[2, 6],
			[3, 7],
			[0, 2],
			[4, 6],
			[0, 5],
			[3, 6],
		];
		return e.map(([a, b]) => line(c[a], c[b])).join("");
	};
	let chair = "";
	for (const [x, z] of [
		[0, 0],
		[70, 0],
		[70, 70],
		[0, 70],
	])
		chair += boxEdges(x, 0, z, x + 8, 70, z + 8);
	chair += boxEdges(0, 70, 0, 78, 80, 78);
	chair += boxEdges(0, 80, 70, 78, 160, 78);
	put(
		"chair-mesh.svg",
		320,
		240,
		"A wireframe 3D mesh of a simple four-legged chair with a backrest",
		`<rect width="320" height="240" fill="#f1f3f5"/><g stroke="#1c7ed6" stroke-width="1.2" fill="none">${chair}</g>`,
	);
}
{
	const ring = (y, rx, ry) => `<ellipse cx="140" cy="${y}" rx="${rx}" ry="${ry}"/>`;
	let mesh = "";
	for (let y = 60; y <= 190; y += 26) mesh += ring(y, 60, 16);
	for (let a = 0; a < 360; a += 30) {
		const dx = 60 * Math.cos((a * Math.PI) / 180),
			dy = 16 * Math.sin((a * Math.PI) / 180);
		mesh += `<path d="M${(140 + dx).toFixed(1)} ${(60 + dy).toFixed(1)} V${(190 + dy).toFixed(1)}"/>`;
	}
	mesh += `<path d="M200 90 Q250 90 250 125 Q250 160 200 160 M200 104 Q234 104 234 125 Q234 146 200 146"/><path d="M214 90 V104 M232 96 L224 108 M246 112 L232 118 M250 125 H234 M246 138 L232 132 M232 154 L224 142 M214 160 V146"/>`;
	put(
		"mug-mesh.svg",
		320,
		240,
		"A wireframe 3D mesh of the mug: stacked rings joined by vertical edges, with a handle",
		`<rect width="320" height="240" fill="#f1f3f5"/><g stroke="#1c7ed6" stroke-width="1.2" fill="none">${mesh}</g>`,
	);
	put(
		"mug.svg",
		320,
		240,
		"A teal coffee mug with a white stripe on a light table",
		`<rect width="320" height="240" fill="#edf6f9"/><rect y="190" width="320" height="50" fill="#d4a373"/>
<ellipse cx="140" cy="192" rx="62" ry="16" fill="#00000022"/>
<path d="M200 90 Q256 90 256 125 Q256 162 200 162" stroke="#2a9d8f" stroke-width="14" fill="none"/>
<path d="M80 60 V190 Q140 210 200 190 V60 Z" fill="#2a9d8f"/><ellipse cx="140" cy="190" rx="60" ry="16" fill="#2a9d8f"/>
<path d="M80 112 Q140 130 200 112 V128 Q140 146 80 128 Z" fill="#fff"/>
<ellipse cx="140" cy="60" rx="60" ry="16" fill="#21867a"/><ellipse cx="140" cy="62" rx="52" ry="12" fill="#4a2c1a"/>`,
	);
}

// Runner
{
	const P = {
		nose: [126, 52],
		head: [120, 50],
		neck: [120, 66],
		rs: [108, 74],
		ls: [132, 72],
		re: [92, 96],
		rw: [106, 116],
		le: [148, 90],
		lw: [162, 70],
		rh: [113, 128],
		lh: [129, 128],
		rk: [100, 160],
		ra: [78, 178],
		lk: [146, 156],
		la: [150, 194],
	};
	const seg = (a, b, color, width) =>
		`<path d="M${P[a][0]} ${P[a][1]} L${P[b][0]} ${P[b][1]}" stroke="${color}" stroke-width="${width}" stroke-linecap="round"/>`;
	const limbs = [
		["rs", "re"],
		["re", "rw"],
		["ls", "le"],
		["le", "lw"],
		["rh", "rk"],
		["rk", "ra"],
		["lh", "lk"],
		["lk", "la"],
	];
	const body = `<rect width="240" height="240" fill="#e9ecef"/><rect y="196" width="240" height="44" fill="#d9534f"/><path d="M0 212 H240" stroke="#fff" stroke-width="2"/>
${limbs.map(([a, b]) => seg(a, b, "#2b2d42", 11)).join("")}
<path d="M108 72 L132 70 L130 130 L112 130 Z" fill="#ef233c"/>
<circle cx="120" cy="50" r="13" fill="#8d5524"/>`;
	put("runner.svg", 240, 240, "A person running on a red track", body);
	const skeleton = [
		["neck", "rs"],
		["neck", "ls"],
		["rs", "rh"],
		["ls", "lh"],
		["rh", "lh"],
		["nose", "neck"],
		...limbs,
	];
	const colors = ["#ffbe0b", "#fb5607", "#ff006e", "#8338ec", "#3a86ff"];
	const kp = ["nose", "rs", "ls", "re", "rw", "le", "lw", "rh", "lh", "rk", "ra", "lk", "la"];
	put(
		"runner-keypoints.svg",
		240,
		240,
		"The runner with detected body keypoints joined into a skeleton",
		`${body}
<rect width="240" height="240" fill="#fff" opacity="0.45"/>
${skeleton.map(([a, b], i) => seg(a, b, colors[i % colors.length], 3)).join("")}
${kp.map((k) => `<circle cx="${P[k][0]}" cy="${P[k][1]}" r="4" fill="#06d6a0" stroke="#073b4c" stroke-width="1.5"/>`).join("")}`,
	);
}

for (const [name, text] of Object.entries(files)) writeFileSync(OUT + name, text);
console.log(Object.keys(files).length, "svgs");
