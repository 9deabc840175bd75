import { Form } from "react-router";
import type { GateField, GateForm as GateFormData } from "../../lib/gate-fields.server";
import { CsrfField } from "../account/FormMessage";

/** One of the card's fields as a form control; every one is required, a checkbox must be checked. */
function Field({ field, value, invalid }: { field: GateField; value: string | undefined; invalid: boolean }) {
	const common = { name: field.name, required: true, ...(invalid ? { "aria-invalid": true as const } : {}) };
	switch (field.kind) {
		case "checkbox":
			return (
				<label className="check">
					<input type="checkbox" {...common} defaultChecked={value !== undefined && value !== ""} />
					<span>{field.label}</span>
				</label>
			);
		case "select":
			return (
				<label>
					{field.label}
					<select {...common} defaultValue={value ?? ""}>
						<option value="" disabled>
							Choose…
						</option>
						{field.options?.map((o) => (
							<option key={o.value} value={o.value}>
								{o.label}
							</option>
						))}
					</select>
				</label>
			);
		case "date":
			return (
				<label>
					{field.label}
					<input type="date" {...common} defaultValue={value ?? ""} />
				</label>
			);
		case "country":
			return (
				<label>
					{field.label}
					<input {...common} autoComplete="country-name" maxLength={100} defaultValue={value ?? ""} />
				</label>
			);
		default:
			return (
				<label>
					{field.label}
					<input {...common} maxLength={1000} defaultValue={value ?? ""} />
				</label>
			);
	}
}

/** The request for access to a gated repository, with the fields its card asks for; sent to `{path}/ask-access`. */
export function GateForm({
	path,
	form,
	csrf,
	values = {},
	invalid,
}: {
	/** The repository's page. */
	path: string;
	form: GateFormData;
	csrf: string | null;
	/** What the visitor sent last time (the form shown again with its error). */
	values?: Record<string, string>;
	/** The field the error is about. */
	invalid?: string | undefined;
}) {
	return (
		<Form method="post" action={`${path}/ask-access`} className="stack-form gate-form">
			<CsrfField token={csrf} />
			{form.heading ? <h3>{form.heading}</h3> : null}
			{form.prompt ? <p className="prose-text">{form.prompt}</p> : null}
			{form.fields.map((f) => (
				<Field key={f.name} field={f} value={values[f.name]} invalid={invalid === f.name} />
			))}
			{form.description ? <p className="muted prose-text">{form.description}</p> : null}
			<button type="submit">{form.button || "Request access"}</button>
		</Form>
	);
}
