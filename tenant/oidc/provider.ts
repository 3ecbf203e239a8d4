import { type Configuration, interactionPolicy, type JWK, Provider } from "oidc-provider";
import { CONSOLE_WEB_CLIENT_METADATA, ID_TOKEN_ALG, isLoopbackRedirect } from "./consoleClient.ts";
import { loginInteraction } from "./loginInteraction.ts";
import type { LoginThrottle } from "./loginThrottle.ts";
import { messagePage, PAGE_HEADERS, signOutPage } from "./pages.ts";
import { personBySub } from "./people.ts";

/** The scopes the console asks for; each person's grant holds them all (first-party, no consent). */
const SCOPES = ["openid", "email", "profile"];

export interface ProviderSetup {
  issuer: string;
  /** The path the provider answers under, the issuer's path (`/oidc`). */
  mountPath: string;
  /** The tenant's RS256 key pair, private members included; shared by every issuer it serves. */
  signingKey: JWK;
  /** Signs oidc-provider's cookies, so a forged interaction or session id is ignored. */
  cookieKeys: string[];
  throttle: LoginThrottle;
  operatorPassword: string;
  /** Behind a TLS proxy (`publicOrigin`): trust its X-Forwarded-* for the URLs it answers with. */
  proxy: boolean;
}

const findAccount: Configuration["findAccount"] = (_ctx, sub) => {
  const person = personBySub(sub);
  if (!person) return undefined;
  return {
    accountId: person.sub,
    claims: () => ({
      sub: person.sub,
      email: person.email,
      email_verified: true,
      name: person.name,
      roles: [...person.roles],
    }),
  };
};

/**
 * The console is first-party: instead of a consent screen, its grant is loaded (or made) holding
 * every scope. oidc-provider still hands out only what the request asked for.
 */
const loadExistingGrant: Configuration["loadExistingGrant"] = async (ctx) => {
  const { provider, client, session } = ctx.oidc;
  if (!client || !session?.accountId) return undefined;
  const grantId = session.grantIdFor(client.clientId);
  const grant =
    (grantId ? await provider.Grant.find(grantId) : undefined) ??
    new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  grant.addOIDCScope(SCOPES.join(" "));
  await grant.save();
  return grant;
};

/** Only a login prompt: with the grant loaded above, consent would never be asked anyway. */
function loginOnlyPolicy() {
  const policy = interactionPolicy.base();
  policy.remove("consent");
  return policy;
}

export function createProvider(setup: ProviderSetup): Provider {
  const cookie = { httpOnly: true, sameSite: "lax", signed: true } as const;
  const provider = new Provider(setup.issuer, {
    clients: [CONSOLE_WEB_CLIENT_METADATA],
    jwks: { keys: [setup.signingKey] },
    cookies: { keys: setup.cookieKeys, long: cookie, short: cookie },
    scopes: SCOPES,
    claims: {
      // `roles` comes with `openid` itself, so every ID token names the person's roles.
      openid: ["sub", "roles"],
      email: ["email", "email_verified"],
      profile: ["name"],
    },
    // The console reads email, name and roles from the ID token, not only from userinfo.
    conformIdTokenClaims: false,
    findAccount,
    loadExistingGrant,
    interactions: {
      policy: loginOnlyPolicy(),
      url: (_ctx, interaction) => `${setup.mountPath}/interaction/${interaction.uid}`,
    },
    responseTypes: ["code"],
    // PKCE on every request, though the client is confidential (S256 is oidc-provider's only method).
    pkce: { required: () => true },
    enabledJWA: { idTokenSigningAlgValues: [ID_TOKEN_ALG] },
    // The console calls the token and userinfo endpoints from its server, never from a page.
    clientBasedCORS: () => false,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.set(PAGE_HEADERS);
          ctx.type = "html";
          ctx.body = signOutPage(form);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.set(PAGE_HEADERS);
          ctx.type = "html";
          ctx.body = messagePage("Signed out", "You are signed out of the local tenant.");
        },
      },
    },
    renderError: (ctx, out) => {
      ctx.set(PAGE_HEADERS);
      ctx.type = "html";
      ctx.body = messagePage(
        "Sign-in refused",
        `${out.error}: ${out.error_description ?? "the request was refused"}`,
      );
    },
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Grant: 12 * 60 * 60,
      // The console keeps its own session (12 hours at most); the provider's lasts as long.
      Session: 12 * 60 * 60,
    },
  });
  provider.proxy = setup.proxy;

  // oidc-provider's seam for redirect rules beyond exact matching (its Client model's methods):
  // the console's client, the only one, may come back to any loopback address and port.
  provider.Client.prototype.redirectUriAllowed = isLoopbackRedirect;
  provider.Client.prototype.postLogoutRedirectUriAllowed = isLoopbackRedirect;

  provider.use(loginInteraction(provider, setup));
  return provider;
}
