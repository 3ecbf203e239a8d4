import { createHash } from "node:crypto";

/** What the login page says after an attempt: one sentence, whatever went wrong. */
export const LOGIN_MESSAGES = {
  wrongPair: "Wrong email or password.",
  tooManyFailures: (seconds: number) =>
    `Too many failed sign-ins. Try again in ${seconds} ${seconds === 1 ? "second" : "seconds"}.`,
} as const;

/** The console's tokens (src/ui/tokens.css), the few a form needs, light and dark. */
const STYLE = `
:root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; line-height: 1.5;
  --bg: light-dark(#ffffff, #0f1216); --fg: light-dark(#1b1f24, #e6e8eb); --muted: light-dark(#57606a, #a3acb7);
  --border: light-dark(#8c959f, #6b7583); --accent: light-dark(#1f57c3, #84a9ff); --on-accent: light-dark(#ffffff, #0b1020);
  --error-fg: light-dark(#a8071a, #ff9b9b); --error-bg: light-dark(#fff1f0, #3a1416); --error-border: light-dark(#e0707a, #9e3a40); }
body { margin: 0; background: var(--bg); color: var(--fg); }
main { max-width: 24rem; margin: 3rem auto; padding: 0 1rem; }
h1 { font-size: 1.5rem; margin: 0 0 0.25rem; }
p { margin: 0 0 1rem; color: var(--muted); }
form { display: grid; gap: 1rem; }
label { display: grid; gap: 0.25rem; font-weight: 600; }
input { font: inherit; min-height: 2.25rem; padding: 0.25rem 0.5rem; border: 1px solid var(--border); border-radius: 6px; background: var(--bg); color: var(--fg); }
input:focus-visible, button:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
button { font: inherit; min-height: 2.25rem; border: 1px solid var(--accent); border-radius: 6px; background: var(--accent); color: var(--on-accent); cursor: pointer; }
button.secondary { background: var(--bg); color: var(--fg); border-color: var(--border); }
.actions { display: flex; gap: 0.5rem; }
[role="alert"] { margin: 0; padding: 0.5rem 0.75rem; border: 1px solid var(--error-border); border-radius: 6px; background: var(--error-bg); color: var(--error-fg); }
`;

/**
 * Nothing but this style may run or load on a page, and no other site may frame it (a framed
 * login form or sign-out button is a clickjacking target). `form-action` is left out on purpose:
 * Chromium applies it to the redirects after the post, which end at the console's origin.
 */
export const PAGE_HEADERS = {
  "content-security-policy": `default-src 'none'; style-src 'sha256-${createHash("sha256").update(STYLE).digest("base64")}'; base-uri 'none'; frame-ancestors 'none'`,
  "x-frame-options": "DENY",
  "cache-control": "no-store",
  "referrer-policy": "no-referrer",
} as const;

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** The page around every view: the console's plain look, light or dark as the system says. */
function page(title: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Local tenant</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${main}
</main>
</body>
</html>`;
}

interface LoginPageInput {
  /** Where the form posts: the interaction's own path, which its cookie is scoped to. */
  action: string;
  /** The client's name, so the person knows what they sign in to. */
  clientName: string;
  /** Kept after a failed attempt, so only the password is typed again. */
  email?: string;
  error?: string;
}

/** A plain server-rendered form: it works without JavaScript and reads well to a screen reader. */
export function loginPage({ action, clientName, email = "", error }: LoginPageInput): string {
  const alert = error ? `<p role="alert" id="login-error">${escapeHtml(error)}</p>` : "";
  const described = error ? ' aria-describedby="login-error"' : "";
  return page(
    "Sign in",
    `<h1>Sign in</h1>
<p>to ${escapeHtml(clientName)}, as a person of the local tenant</p>
<form method="post" action="${escapeHtml(action)}"${described}>
${alert}
<label>Email <input name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${email ? "" : " autofocus"}></label>
<label>Password <input name="password" type="password" autocomplete="current-password" required${email ? " autofocus" : ""}></label>
<button type="submit">Sign in</button>
</form>`,
  );
}

/**
 * The end-session question. `form` is oidc-provider's hidden form (its id and an anti-forgery
 * field); the buttons submit it from outside, so no script is needed.
 */
export function signOutPage(form: string): string {
  return page(
    "Sign out",
    `<h1>Sign out of the local tenant?</h1>
${form}
<div class="actions"><button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Sign out</button>
<button type="submit" form="op.logoutForm" class="secondary">Stay signed in</button></div>`,
  );
}

/** A page that only says something: signed out, or why a request could not go on. */
export function messagePage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>`);
}
