import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { useSession } from "../session/SessionContext";
import { Button } from "../ui/Button";
import { ErrorBoundary } from "./ErrorBoundary";
import { shellMessages } from "./messages";
import { PaletteButton } from "./palette/PaletteButton";
import { usePaletteLauncher } from "./palette/usePaletteLauncher";
import { findRoute, ROUTES } from "./routes";
import { SessionSummary } from "./SessionSummary";
import { ShellBudget } from "./ShellBudget";

const text = shellMessages;

/** A signed-in person's parts of the shell, loaded only for one (they share one chunk). */
const PersonBadge = lazy(() =>
  import("./signed-in/PersonBadge").then((module) => ({ default: module.PersonBadge })),
);
const StoreNavLinks = lazy(() =>
  import("./StoreNavLinks").then((module) => ({ default: module.StoreNavLinks })),
);
const PersonSummary = lazy(() =>
  import("./signed-in/PersonSummary").then((module) => ({ default: module.PersonSummary })),
);

interface ShellProps {
  path: string;
  onSignOut: () => void;
  children: ReactNode;
}

/**
 * The frame of every screen: a top bar (product, rate-limit budget, Sign out) and the screens'
 * navigation with the session's details, a sidebar on wide screens and a menu behind the top
 * bar's Menu button on phones (styles.css decides which by width, so nothing here measures).
 */
export function Shell({ path, onSignOut, children }: ShellProps) {
  const session = useSession();
  const scopes = session?.claims.scopes ?? [];
  const person = session?.person ?? null;
  // A person with no role reads nothing: no screens, no palette, no budget to show.
  const screens = session !== null && person?.role !== null;
  // The menu belongs to the screen it was opened on: a route change (Back included) closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string>();
  const menuOpen = menuOpenAt === path;
  const palette = usePaletteLauncher(screens);
  // Only the page's own server can keep a store: a tenant elsewhere is asked nothing.
  const ownServer = session !== null && session.tenantUrl === window.location.origin;
  useEffect(() => {
    if (!menuOpen) return;
    // Escape closes the open menu wherever focus is (the menu covers the screen meanwhile).
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpenAt(undefined);
      document.getElementById("shell-menu-button")?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [menuOpen]);
  return (
    <div className="shell">
      <Button className="skip-link" onClick={skipToMain}>
        {text.skipToContent}
      </Button>
      <header className="shell-bar">
        {screens ? (
          <Button
            id="shell-menu-button"
            variant="quiet"
            className="menu-button"
            aria-expanded={menuOpen}
            aria-controls="shell-panel"
            onClick={() => setMenuOpenAt(menuOpen ? undefined : path)}
          >
            <span className="menu-icon" aria-hidden="true" />
            <span className="menu-label">{text.menu}</span>
          </Button>
        ) : null}
        <p className="brand">
          <span className="brand-mark" aria-hidden="true" />
          <span className="brand-name">{text.brand}</span>
        </p>
        {screens ? (
          <PaletteButton place="bar" onOpen={palette.open} onPreload={palette.preload} />
        ) : null}
        {screens ? <ShellBudget tenantUrl={session.tenantUrl} /> : null}
        {person ? (
          <Suspense fallback={null}>
            <PersonBadge person={person} />
          </Suspense>
        ) : null}
        {session ? (
          <Button className="sign-out" onClick={onSignOut}>
            {text.signOut}
          </Button>
        ) : null}
      </header>
      {screens ? (
        <div id="shell-panel" className="shell-panel" data-open={menuOpen ? "true" : undefined}>
          <PaletteButton place="panel" onOpen={palette.open} onPreload={palette.preload} />
          <nav aria-label={text.navigation} className="shell-nav">
            <ul>
              {ROUTES.filter((route) => !route.needsStore).map((route) => {
                const missingScope =
                  route.scope !== undefined && !scopes.includes(route.scope)
                    ? route.scope
                    : undefined;
                const hintId = `nav-hint-${route.path.replace(/\W/g, "")}`;
                return (
                  <li key={route.path}>
                    <a
                      href={`#${route.path}`}
                      aria-current={findRoute(path) === route ? "page" : undefined}
                      aria-describedby={missingScope ? hintId : undefined}
                      onClick={() => setMenuOpenAt(undefined)}
                    >
                      {route.label}
                    </a>
                    {missingScope ? (
                      <span id={hintId} className="nav-hint">
                        {text.needsScope(missingScope)}
                      </span>
                    ) : null}
                  </li>
                );
              })}
              {ownServer ? (
                <Suspense fallback={null}>
                  <StoreNavLinks
                    tenantUrl={session.tenantUrl}
                    path={path}
                    onFollow={() => setMenuOpenAt(undefined)}
                  />
                </Suspense>
              ) : null}
            </ul>
          </nav>
          <div className="shell-session">
            {person ? (
              <Suspense fallback={null}>
                <PersonSummary person={person} scopes={scopes} />
              </Suspense>
            ) : (
              <SessionSummary session={session} />
            )}
          </div>
        </div>
      ) : null}
      <main id="main" tabIndex={-1}>
        <ErrorBoundary resetKey={path}>
          <Suspense fallback={<p className="loading">{text.loadingScreen}</p>}>{children}</Suspense>
        </ErrorBoundary>
      </main>
      {palette.element}
    </div>
  );
}

/** Hash routing owns the fragment, so `href="#main"` would change the route: move focus. */
function skipToMain() {
  document.getElementById("main")?.focus();
}
