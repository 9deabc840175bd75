import { AccountError, isOrgRole, ORG_ROLES, type Store } from "@modelhub/store";
import { CliError, type Command, type Io, type Values } from "../command.js";
import { table, writeJson } from "../io.js";
import { readSecret } from "../secret-input.js";
import { DB_HELP, DB_OPTION, withStore } from "../store.js";

/**
 * The admin's commands for who may use the hub: `users`, `tokens` and `orgs`. They work on the embedded store and on
 * a PostgreSQL server alike, and while `modelhub serve` holds the embedded store they run in it (its control socket);
 * a fresh hub has no account at all and serves the public catalogue to everyone.
 */

/** Runs an account change, turning the store's one-line refusals into the command's. */
async function accountsStore<R>(values: Values, io: Io, command: string, fn: (store: Store) => Promise<R>): Promise<R> {
	return withStore(
		values,
		io,
		command,
		async (store) => {
			try {
				return await fn(store);
			} catch (e) {
				if (e instanceof AccountError) throw new CliError(e.message);
				throw e;
			}
		},
		{ seed: false },
	);
}

const when = (d: Date | null) => (d ? d.toISOString().replace(/\.\d+Z$/, "Z") : "-");

export const usersCommand: Command = {
	name: "users",
	summary: "Add, list and remove user accounts (add prompts for a password, or reads it from stdin)",
	usage:
		"users add NAME [--admin] [--display-name T] [--email E] | users list [--json] | users remove NAME | users password NAME",
	help: [
		["--admin", "the user administers the hub: sees and manages every repository"],
		["--display-name T", "the name shown on pages"],
		["--email E", "the user's email address (optional)"],
		["--json", "list as JSON"],
		DB_HELP,
	],
	options: {
		...DB_OPTION,
		admin: { type: "boolean" },
		"display-name": { type: "string" },
		email: { type: "string" },
		json: { type: "boolean" },
	},
	positionals: [1, 2],
	runsInHub: true,
	async run(values, [action, name], io) {
		if (action === "list") {
			return accountsStore(values, io, "users", async (store) => {
				const users = await store.accounts.list("user");
				if (values.json)
					writeJson(
						io,
						users.map((u) => ({ name: u.name, displayName: u.displayName, email: u.email, admin: u.admin })),
					);
				else if (!users.length) io.stdout("no users (add one with `modelhub users add NAME`)\n");
				else
					io.stdout(
						table(
							["name", "display name", "email", "admin", "since"],
							users.map((u) => [u.name, u.displayName, u.email ?? "-", u.admin ? "yes" : "", when(u.createdAt)]),
						),
					);
				return 0;
			});
		}
		if (!name) throw new CliError(`users ${action ?? ""} needs a NAME`);
		if (action === "add") {
			const password = await readSecret(io, `Password for ${name}: `);
			return accountsStore(values, io, "users", async (store) => {
				const user = await store.accounts.createUser({
					name,
					password,
					...(values["display-name"] !== undefined ? { displayName: String(values["display-name"]) } : {}),
					...(values.email !== undefined ? { email: String(values.email) } : {}),
					admin: values.admin === true,
				});
				io.stdout(`added user ${user.name}${user.admin ? " (admin)" : ""}\n`);
				return 0;
			});
		}
		if (action === "password") {
			const password = await readSecret(io, `New password for ${name}: `);
			return accountsStore(values, io, "users", async (store) => {
				await store.accounts.setPassword(name, password);
				await store.sessions.endAll(name);
				io.stdout(`changed the password of ${name} and signed them out everywhere\n`);
				return 0;
			});
		}
		if (action === "remove")
			return accountsStore(values, io, "users", async (store) => {
				if ((await store.accounts.get(name))?.kind !== "user") throw new CliError(`no user ${name}`);
				await store.accounts.remove(name);
				io.stdout(`removed user ${name} with their tokens and sessions\n`);
				return 0;
			});
		throw new CliError(`unknown action ${JSON.stringify(action)}: use add, list, remove or password`);
	},
};

/** `30d`, `12h`, `90m` as milliseconds, or a one-line error. */
function duration(text: string): number {
	const m = /^(\d{1,5})([dhm])$/.exec(text);
	if (!m) throw new CliError(`--expires takes a duration such as 30d, 12h or 90m, not ${JSON.stringify(text)}`);
	const unit = { d: 86_400_000, h: 3_600_000, m: 60_000 }[m[2] as "d" | "h" | "m"];
	const ms = Number(m[1]) * unit;
	if (ms <= 0) throw new CliError("--expires must be longer than zero");
	return ms;
}

export const tokensCommand: Command = {
	name: "tokens",
	summary: "Create, list and revoke a user's access tokens (shown once, stored only as a hash)",
	usage:
		"tokens create USER [--role read|write] [--name N] [--expires 30d] | tokens list USER [--json] | tokens revoke USER ID|NAME",
	help: [
		["--role read|write", "what the token may do (default: read)"],
		["--name N", "a name to recognise it by (default: cli-<date>)"],
		["--expires D", "a lifetime such as 30d, 12h or 90m (default: none)"],
		["--json", "list as JSON"],
		DB_HELP,
	],
	options: {
		...DB_OPTION,
		role: { type: "string" },
		name: { type: "string" },
		expires: { type: "string" },
		json: { type: "boolean" },
	},
	positionals: [2, 3],
	runsInHub: true,
	async run(values, [action, user = "", which], io) {
		return accountsStore(values, io, "tokens", async (store) => {
			if (action === "create") {
				const role = String(values.role ?? "read");
				if (role !== "read" && role !== "write") throw new CliError("--role must be read or write");
				const expires = values.expires !== undefined ? duration(String(values.expires)) : undefined;
				const { token, info } = await store.tokens.create({
					owner: user,
					role,
					name: String(values.name ?? `cli-${new Date().toISOString().slice(0, 10)}`),
					...(expires !== undefined ? { expiresAt: new Date(Date.now() + expires) } : {}),
				});
				io.stderr(
					`created ${info.role} token ${JSON.stringify(info.name)} (id ${info.id}) for ${info.owner}${info.expiresAt ? `, expires ${when(info.expiresAt)}` : ""}; it is shown once:\n`,
				);
				io.stdout(`${token}\n`);
				return 0;
			}
			if (action === "list") {
				if ((await store.accounts.get(user))?.kind !== "user") throw new CliError(`no user ${user}`);
				const tokens = await store.tokens.list(user);
				if (values.json) writeJson(io, tokens);
				else if (!tokens.length) io.stdout(`${user} has no tokens\n`);
				else
					io.stdout(
						table(
							["id", "name", "role", "created", "expires", "last used", "revoked"],
							tokens.map((t) => [
								t.id,
								t.name,
								t.role,
								when(t.createdAt),
								when(t.expiresAt),
								when(t.lastUsedAt),
								when(t.revokedAt),
							]),
						),
					);
				return 0;
			}
			if (action === "revoke") {
				if (!which) throw new CliError("tokens revoke needs USER and the token's ID or NAME");
				if (!(await store.tokens.revoke(user, which))) throw new CliError(`${user} has no live token ${which}`);
				io.stdout(`revoked ${which}\n`);
				return 0;
			}
			throw new CliError(`unknown action ${JSON.stringify(action)}: use create, list or revoke`);
		});
	},
};

/** `USER:ROLE` as given to `--member`. */
function memberOf(text: string): { user: string; role: (typeof ORG_ROLES)[number] } {
	const cut = text.lastIndexOf(":");
	const user = cut > 0 ? text.slice(0, cut) : text;
	const role = cut > 0 ? text.slice(cut + 1) : "read";
	if (!isOrgRole(role)) throw new CliError(`--member takes USER:ROLE, ROLE one of ${ORG_ROLES.join(", ")}`);
	return { user, role };
}

export const orgsCommand: Command = {
	name: "orgs",
	summary: "Add organizations and set their members' roles (read, contributor, write, admin)",
	usage:
		"orgs add ORG [--display-name T] [--member USER:ROLE]… | orgs members ORG [--member USER:ROLE]… [--remove USER]… | orgs list [--json] | orgs remove ORG",
	help: [
		["--member USER:ROLE", "add a member or change their role (repeatable)"],
		["--remove USER", "take a member out (repeatable)"],
		["--display-name T", "the name shown on pages"],
		["--json", "list as JSON"],
		DB_HELP,
	],
	options: {
		...DB_OPTION,
		member: { type: "string", multiple: true },
		remove: { type: "string", multiple: true },
		"display-name": { type: "string" },
		json: { type: "boolean" },
	},
	positionals: [1, 2],
	runsInHub: true,
	async run(values, [action, org], io) {
		return accountsStore(values, io, "orgs", async (store) => {
			if (action === "list") {
				const orgs = await store.accounts.list("org");
				if (values.json)
					writeJson(
						io,
						orgs.map((o) => ({ name: o.name, displayName: o.displayName })),
					);
				else if (!orgs.length) io.stdout("no organizations\n");
				else
					io.stdout(
						table(
							["name", "display name"],
							orgs.map((o) => [o.name, o.displayName]),
						),
					);
				return 0;
			}
			if (!org) throw new CliError(`orgs ${action ?? ""} needs an ORG`);
			const members = ((values.member as string[] | undefined) ?? []).map(memberOf);
			if (action === "add")
				await store.accounts.createOrg({
					name: org,
					...(values["display-name"] !== undefined ? { displayName: String(values["display-name"]) } : {}),
				});
			else if (action === "remove") {
				if ((await store.accounts.get(org))?.kind !== "org") throw new CliError(`no organization ${org}`);
				await store.accounts.remove(org);
				io.stdout(`removed organization ${org}\n`);
				return 0;
			} else if (action !== "members")
				throw new CliError(`unknown action ${JSON.stringify(action)}: use add, members, list or remove`);
			if ((await store.accounts.get(org))?.kind !== "org") throw new CliError(`no organization ${org}`);
			for (const m of members) await store.accounts.setMember(org, m.user, m.role);
			for (const user of (values.remove as string[] | undefined) ?? []) await store.accounts.removeMember(org, user);
			const list = await store.accounts.members(org);
			if (values.json) writeJson(io, list);
			else
				io.stdout(
					`${action === "add" ? "added" : "organization"} ${org}: ${list.length ? list.map((m) => `${m.name} (${m.role})`).join(", ") : "no members"}\n`,
				);
			return 0;
		});
	},
};
