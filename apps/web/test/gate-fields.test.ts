import { describe, expect, it } from "vitest";
import { gateForm, readAnswers } from "../app/lib/gate-fields.server";

const body = (fields: Record<string, string>) => {
	const f = new FormData();
	for (const [k, v] of Object.entries(fields)) f.append(k, v);
	return f;
};

describe("a gated model's form from its card", () => {
	it("reads each declared type, leaves out what is not asked, and keeps labels as text", () => {
		const form = gateForm({
			extra_gated_heading: "Access Llama",
			extra_gated_prompt: "Line one\nLine two\u0007",
			extra_gated_button_content: "Submit",
			extra_gated_fields: {
				"First Name": "text",
				Country: "country",
				"Date of birth": "date_picker",
				"Job title": { type: "select", options: ["Student", { label: "Other", value: "other" }, "Student", 3] },
				geo: "ip_location",
				"I agree": "checkbox",
				"<b>bold</b>": "text",
				"\u0000": "text",
				Unknown: "telepathy",
				Empty: { type: "select", options: [] },
			},
		});
		expect(form.heading).toBe("Access Llama");
		expect(form.prompt).toBe("Line one\nLine two");
		expect(form.button).toBe("Submit");
		expect(form.fields.map((f) => [f.name, f.label, f.kind])).toEqual([
			["field-0", "First Name", "text"],
			["field-1", "Country", "country"],
			["field-2", "Date of birth", "date"],
			["field-3", "Job title", "select"],
			["field-4", "I agree", "checkbox"],
			["field-5", "<b>bold</b>", "text"],
		]);
		expect(form.fields[3]?.options).toEqual([
			{ value: "Student", label: "Student" },
			{ value: "other", label: "Other" },
		]);
	});

	it("is a plain request without fields, and bounded with many", () => {
		expect(gateForm(undefined)).toEqual({ fields: [] });
		expect(gateForm({ extra_gated_fields: ["a", "b"] })).toEqual({ fields: [] });
		const many = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`f${i}`, "text"]));
		expect(gateForm({ extra_gated_fields: many }).fields).toHaveLength(30);
		const long = gateForm({ extra_gated_fields: { ["x".repeat(10_000)]: "checkbox" } });
		expect(long.fields[0]?.label).toHaveLength(500);
	});
});

describe("the answers", () => {
	const form = gateForm({
		extra_gated_fields: {
			Name: "text",
			Born: "date_picker",
			Role: { type: "select", options: ["a", "b"] },
			"I agree": "checkbox",
		},
	});
	const good = { "field-0": " Ada ", "field-1": "1990-02-28", "field-2": "b", "field-3": "on" };

	it("are kept by label, trimmed, a checked box as Yes", () => {
		expect(readAnswers(form, body(good))).toEqual({
			values: { Name: "Ada", Born: "1990-02-28", Role: "b", "I agree": "Yes" },
		});
	});

	it("name the first field that is wrong", () => {
		const wrong = (patch: Record<string, string>, field: string, says: string) => {
			const answer = readAnswers(form, body({ ...good, ...patch }));
			expect(answer).toMatchObject({ field });
			expect("error" in answer && answer.error).toContain(says);
		};
		wrong({ "field-0": "  " }, "field-0", "required");
		wrong({ "field-0": "x".repeat(1001) }, "field-0", "at most 1000");
		wrong({ "field-0": "a\u0000b" }, "field-0", "control");
		wrong({ "field-1": "1990-02-30" }, "field-1", "date");
		wrong({ "field-1": "yesterday" }, "field-1", "date");
		wrong({ "field-2": "c" }, "field-2", "one of the options");
		wrong({ "field-3": "" }, "field-3", "check this box");
	});
});
