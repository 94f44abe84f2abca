import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Outlet, Scripts, ScrollRestoration } from "react-router";
import { AppShell } from "./layout/app-shell.tsx";
import { CART_WITHOUT_QUOTE_SCRIPT } from "./layout/cart-without-quote.ts";
import { ErrorScreen } from "./layout/error-screen.tsx";
import { HydrationDone } from "./layout/hydration-done.tsx";
import { LANGUAGE_PENDING_SCRIPT } from "./layout/language-pending.ts";
import { LiveStructuredData } from "./layout/live-structured-data.tsx";
import { LoadingScreen } from "./layout/loading-screen.tsx";
import { PageMeta } from "./layout/page-meta.tsx";
import { useRouteName } from "./layout/use-route-name.ts";
// i18next is initialised (in Spanish) before any component renders.
import "../src/shared/i18n/i18n.ts";
import { QUOTE_BAR_ROOM_SCRIPT } from "../src/features/quote-summary/quote-bar-room.ts";
import { useLanguage } from "../src/shared/i18n/use-language.ts";
import { pageMeta } from "../src/shared/routing/page-title.ts";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { EARLY_ANSWER_SCRIPT } from "./layout/early-answer.ts";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** The title of screens without a page of their own (the loading screen of the SPA fallback). */
export function meta() {
  return pageMeta(undefined);
}

export function Layout({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#124f2e" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, no visitor input in it */}
        <script dangerouslySetInnerHTML={{ __html: CART_WITHOUT_QUOTE_SCRIPT }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, no visitor input in it */}
        <script dangerouslySetInnerHTML={{ __html: QUOTE_BAR_ROOM_SCRIPT }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, no visitor input in it */}
        <script dangerouslySetInnerHTML={{ __html: EARLY_ANSWER_SCRIPT }} />
        <PageMeta />
        {/* Before the first paint, after the page's links it reads: see language-pending.ts. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, no visitor input in it */}
        <script dangerouslySetInnerHTML={{ __html: LANGUAGE_PENDING_SCRIPT }} />
        <Links />
      </head>
      <body className="min-h-screen bg-sand-50 font-sans text-ink antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
        <HydrationDone />
        <LiveStructuredData />
      </body>
    </html>
  );
}

// No QueryClient here: the features that query bring TanStack Query with them (query-provider.tsx).
export default function App() {
  // The office (/office, issue 14) has its own frame: no visitor banner, header, drawers or maintenance page.
  return useRouteName() === "office" ? <Outlet /> : <AppShell />;
}

/** Shown while the app starts on a page that was not prerendered (cart, job details, ...). */
export function HydrateFallback() {
  return <LoadingScreen />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  return <ErrorScreen status={status} />;
}
