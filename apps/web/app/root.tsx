import { type ReactNode, useEffect } from "react";
import {
	Links,
	Meta,
	Outlet,
	Scripts,
	ScrollRestoration,
	type ShouldRevalidateFunctionArgs,
	useMatches,
	useRouteError,
} from "react-router";
import type { Route } from "./+types/root";
import { ErrorPage } from "./components/ErrorPage";
import { NavigationProgress } from "./components/NavigationProgress";
import { SiteHeader } from "./components/SiteHeader";
import "./app.css";

// Sets the colour scheme before first paint: the visitor's saved choice, else the system setting.
const THEME_SCRIPT = `try{var t=localStorage.getItem("theme");if(t==="dark"||t==="light")document.documentElement.dataset.theme=t}catch(e){}`;

type LangHandle = { htmlLang?: (data: unknown) => string | undefined };

/** The page's language: a route may set it from its data (the Turkish docs are lang="tr"); English otherwise. */
function usePageLang(): string {
	const matches = useMatches();
	for (const m of [...matches].reverse()) {
		const lang = (m.handle as LangHandle | undefined)?.htmlLang?.(m.data);
		if (lang) return lang;
	}
	return "en";
}

/**
 * Who the page is rendered for, for the header: the signed-in user (with the session's CSRF token, for the sign-out
 * form), null for a visitor, undefined when unknown — a page prerendered at build time, whose header reads the
 * `mh_user` cookie in the browser instead.
 */
export function loader({ context }: Route.LoaderArgs) {
	const caller = context.caller;
	if (!caller) return { account: undefined };
	return {
		account: caller.kind === "user" ? { name: caller.name, csrf: context.auth?.csrf ?? null } : null,
	};
}

export type RootData = ReturnType<typeof loader>;

// Who is signed in changes only with a form (signing in or out): a link or a tab's query never asks again.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
	return !!formMethod && defaultShouldRevalidate;
}

export function Layout({ children }: { children: ReactNode }) {
	return (
		<html lang={usePageLang()}>
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="color-scheme" content="light dark" />
				<link rel="icon" href="data:," />
				{/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, no user data */}
				<script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
				<Meta />
				<Links />
			</head>
			<body>
				<a className="skip-link" href="#main">
					Skip to content
				</a>
				<SiteHeader />
				<main id="main">{children}</main>
				<ScrollRestoration />
				<Scripts />
			</body>
		</html>
	);
}

export default function App() {
	// Lets tests (and curious visitors) know the page is interactive.
	useEffect(() => {
		document.documentElement.dataset.hydrated = "true";
	}, []);
	return (
		<>
			<NavigationProgress />
			<Outlet />
		</>
	);
}

export function ErrorBoundary() {
	return <ErrorPage error={useRouteError()} />;
}

export function HydrateFallback() {
	return <p className="page">Loading…</p>;
}
