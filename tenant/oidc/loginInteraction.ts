import type { Context, Middleware } from "koa";
import { errors, type Provider } from "oidc-provider";
import type { LoginThrottle } from "./loginThrottle.ts";
import { LOGIN_MESSAGES, loginPage, messagePage, PAGE_HEADERS } from "./pages.ts";
import { checkPassword } from "./people.ts";

/** Where the login page lives, below the provider's mount; its cookie is scoped to this path. */
const INTERACTION_PATH = /^\/interaction\/([\w-]+)$/;

/** A login form is two short fields; anything longer is not one. */
const FORM_LIMIT_BYTES = 8 * 1024;

interface LoginInteractionOptions {
  /** The path the provider is mounted at (`/oidc`), for the form's action. */
  mountPath: string;
  throttle: LoginThrottle;
  operatorPassword: string;
}

const EXPIRED = {
  title: "Sign-in expired",
  message:
    "This sign-in was not started in this browser, or it took too long. Go back to the console and sign in again.",
};

function render(ctx: Context, status: number, html: string): void {
  ctx.status = status;
  ctx.set(PAGE_HEADERS);
  ctx.type = "html";
  ctx.body = html;
}

async function readForm(ctx: Context): Promise<URLSearchParams | undefined> {
  if (!ctx.is("application/x-www-form-urlencoded")) return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    const bytes = chunk as Buffer;
    size += bytes.length;
    if (size > FORM_LIMIT_BYTES) return undefined;
    chunks.push(bytes);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

/**
 * The login prompt, as Koa middleware in front of the provider's own routes (its documented
 * "pre-middleware", which runs before oidc-provider's router and so has no `ctx.oidc`).
 * The interaction comes from the cookie oidc-provider set for this path, never from the URL
 * alone: a form posted from another site carries no such cookie (SameSite=Lax) and is refused,
 * and the URL's uid must name that same interaction.
 */
export function loginInteraction(
  provider: Provider,
  { mountPath, throttle, operatorPassword }: LoginInteractionOptions,
): Middleware {
  return async (ctx, next) => {
    const uid = INTERACTION_PATH.exec(ctx.path)?.[1];
    if (!uid) return next();
    if (ctx.method !== "GET" && ctx.method !== "POST") {
      ctx.set("allow", "GET, POST");
      return render(
        ctx,
        405,
        messagePage("Not allowed", "Open the sign-in page from the console."),
      );
    }

    let interaction: Awaited<ReturnType<Provider["interactionDetails"]>>;
    try {
      interaction = await provider.interactionDetails(ctx.req, ctx.res);
    } catch (error) {
      if (!(error instanceof errors.SessionNotFound)) throw error;
      return render(ctx, 400, messagePage(EXPIRED.title, EXPIRED.message));
    }
    if (interaction.uid !== uid || interaction.prompt.name !== "login") {
      return render(ctx, 400, messagePage(EXPIRED.title, EXPIRED.message));
    }

    const client = await provider.Client.find(String(interaction.params.client_id));
    const page = (email?: string, error?: string) =>
      loginPage({
        action: `${mountPath}/interaction/${uid}`,
        clientName: client?.clientName ?? String(interaction.params.client_id),
        email,
        error,
      });
    if (ctx.method === "GET") return render(ctx, 200, page());

    const form = await readForm(ctx);
    const email = form?.get("email") ?? "";
    const password = form?.get("password") ?? "";
    const waitSeconds = throttle.retryAfterSeconds(email, ctx.ip);
    if (waitSeconds > 0) {
      ctx.set("retry-after", String(waitSeconds));
      return render(ctx, 429, page(email, LOGIN_MESSAGES.tooManyFailures(waitSeconds)));
    }
    const person = checkPassword(email, password, operatorPassword);
    if (!person) {
      throttle.failed(email, ctx.ip);
      return render(ctx, 401, page(email, LOGIN_MESSAGES.wrongPair));
    }
    throttle.succeeded(email);
    // The provider answers the redirect back to the authorization endpoint itself.
    ctx.respond = false;
    await provider.interactionFinished(
      ctx.req,
      ctx.res,
      { login: { accountId: person.sub } },
      { mergeWithLastSubmission: false },
    );
  };
}
