export { escapeForQuotes } from "./escape.js";
export {
	comment,
	flatten,
	isJsIdentifier,
	isPyIdentifier,
	type JsonValue,
	jsonText,
	jsString,
	jsTemplateText,
	jsValue,
	pyString,
	pyValue,
	shWord,
	sqlString,
} from "./literals.js";
export { Code, cs, csString, type Interpolation, js, py, pyCode, pyLiteral, raw, sh } from "./template.js";
