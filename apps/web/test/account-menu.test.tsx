import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { AccountMenu } from "../app/components/account/AccountMenu";

type Account = { name: string; csrf: string | null } | null | undefined;

function renderMenu(account: Account, path = "/tasks") {
	const router = createMemoryRouter(
		[{ id: "root", path: "/", loader: () => ({ account }), children: [{ path: "*", element: <AccountMenu /> }] }],
		{ initialEntries: [path], hydrationData: { loaderData: { root: { account } } } },
	);
	render(<RouterProvider router={router} />);
}

afterEach(() => {
	// biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie the server would
	document.cookie = "mh_user=; max-age=0";
});

describe("the header's account slot", () => {
	it("offers to sign in, coming back to the page", () => {
		renderMenu(null, "/models");
		expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/login?next=%2Fmodels");
	});

	it("a server-rendered page: the user's name, and a sign-out form with the session's token", () => {
		renderMenu({ name: "alice", csrf: "tok" });
		expect(screen.getByText("alice").tagName).toBe("SUMMARY");
		const form = screen.getByRole("button", { name: "Sign out" }).closest("form");
		expect(form?.getAttribute("method")).toBe("post");
		expect(form?.querySelector<HTMLInputElement>("input[name=csrf]")?.value).toBe("tok");
		expect(screen.getByRole("link", { name: "Access tokens" }).getAttribute("href")).toBe("/settings/tokens");
	});

	it("a prerendered page: the name from the cookie, and sign-out through the /logout page", () => {
		// biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie the server would
		document.cookie = `mh_user=${encodeURIComponent("bob.smith")}`;
		renderMenu(undefined);
		expect(screen.getByText("bob.smith")).toBeTruthy();
		const form = screen.getByRole("button", { name: "Sign out" }).closest("form");
		expect(form?.getAttribute("method")).toBe("get");
		expect(form?.querySelector("input[name=csrf]")).toBeNull();
	});

	it("trusts the server over a stale cookie", () => {
		// biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie the server would
		document.cookie = "mh_user=ghost";
		renderMenu(null);
		expect(screen.queryByText("ghost")).toBeNull();
		expect(screen.getByRole("link", { name: "Sign in" })).toBeTruthy();
	});

	it("a malformed cookie is no name", () => {
		// biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie the server would
		document.cookie = "mh_user=%E0%A4%A";
		renderMenu(undefined);
		expect(screen.getByRole("link", { name: "Sign in" })).toBeTruthy();
	});
});
