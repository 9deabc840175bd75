import { Form } from "react-router";
import { CsrfField } from "./FormMessage";

export const ROLES = ["read", "contributor", "write", "admin"] as const;

export interface MemberRow {
	name: string;
	displayName: string;
	role: string;
}

function RoleSelect({ value, label, id }: { value: string; label?: string; id?: string }) {
	return (
		<select name="role" defaultValue={value} {...(label ? { "aria-label": label } : {})} {...(id ? { id } : {})}>
			{ROLES.map((r) => (
				<option key={r} value={r}>
					{r}
				</option>
			))}
		</select>
	);
}

/** An organization's members and roles; for those who manage it, forms to change a role or remove a member. */
export function MemberTable({ members, manage, csrf }: { members: MemberRow[]; manage: boolean; csrf: string | null }) {
	if (!members.length) return <p className="muted">This organization has no member yet.</p>;
	return (
		<div className="table-scroll">
			<table className="member-table">
				<caption className="visually-hidden">Members</caption>
				<thead>
					<tr>
						<th scope="col">Member</th>
						<th scope="col">Role</th>
						{manage ? (
							<th scope="col">
								<span className="visually-hidden">Remove</span>
							</th>
						) : null}
					</tr>
				</thead>
				<tbody>
					{members.map((m) => (
						<tr key={m.name}>
							<th scope="row">
								{m.name}
								{m.displayName ? <span className="muted"> ({m.displayName})</span> : null}
							</th>
							<td>
								{manage ? (
									<Form method="post" className="inline-form">
										<CsrfField token={csrf} />
										<input type="hidden" name="intent" value="role" />
										<input type="hidden" name="member" value={m.name} />
										<RoleSelect value={m.role} label={`Role of ${m.name}`} />
										<button type="submit" aria-label={`Change the role of ${m.name}`}>
											Change
										</button>
									</Form>
								) : (
									m.role
								)}
							</td>
							{manage ? (
								<td>
									<Form method="post">
										<CsrfField token={csrf} />
										<input type="hidden" name="intent" value="remove" />
										<input type="hidden" name="member" value={m.name} />
										<button type="submit" className="danger" aria-label={`Remove ${m.name}`}>
											Remove
										</button>
									</Form>
								</td>
							) : null}
						</tr>
					))}
				</tbody>
			</table>
		</div>
	);
}

/** The form that adds a user to the organization with a role. */
export function AddMember({ csrf }: { csrf: string | null }) {
	return (
		<Form method="post" className="stack-form">
			<CsrfField token={csrf} />
			<input type="hidden" name="intent" value="add" />
			<label>
				User name
				<input name="member" required maxLength={96} autoCapitalize="none" spellCheck={false} />
			</label>
			<label htmlFor="new-member-role">Role</label>
			<RoleSelect value="read" id="new-member-role" />
			<button type="submit">Add member</button>
		</Form>
	);
}
