import { type ReactNode, Suspense } from "react";
import { useSession } from "../session/SessionContext";
import { ErrorBoundary } from "./ErrorBoundary";
import { ROUTES } from "./routes";
import { SessionSummary } from "./SessionSummary";

interface ShellProps {
  path: string;
  onSignOut: () => void;
  children: ReactNode;
}

export function Shell({ path, onSignOut, children }: ShellProps) {
  const session = useSession();
  const scopes = session?.claims.scopes ?? [];
  return (
    <>
      <button type="button" className="skip-link" onClick={skipToMain}>
        Skip to content
      </button>
      <header className="shell-header">
        <p className="brand">Tenant console</p>
        {session ? <SessionSummary session={session} /> : null}
        {session ? (
          <button type="button" onClick={onSignOut}>
            Sign out
          </button>
        ) : null}
      </header>
      {session ? (
        <nav aria-label="Screens" className="shell-nav">
          <ul>
            {ROUTES.map((route) => {
              const missing = route.scope !== undefined && !scopes.includes(route.scope);
              const hintId = `nav-hint-${route.path.replace(/\W/g, "")}`;
              return (
                <li key={route.path}>
                  <a
                    href={`#${route.path}`}
                    aria-current={path === route.path ? "page" : undefined}
                    aria-describedby={missing ? hintId : undefined}
                  >
                    {route.label}
                  </a>
                  {missing ? (
                    <span id={hintId} className="nav-hint">
                      needs {route.scope}
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
      <main id="main" tabIndex={-1}>
        <ErrorBoundary resetKey={path}>
          <Suspense fallback={<p className="loading">Loading screen…</p>}>{children}</Suspense>
        </ErrorBoundary>
      </main>
    </>
  );
}

/** Hash routing owns the fragment, so `href="#main"` would change the route: move focus. */
function skipToMain() {
  document.getElementById("main")?.focus();
}
