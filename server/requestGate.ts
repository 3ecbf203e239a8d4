import { isLoopbackHost } from "./loopbackHost.ts";
import { ProxyRefusal } from "./proxy/proxyError.ts";

/**
 * The Host names `npm run serve` answers: loopback names always, plus the public origin's host
 * when CONSOLE_PUBLIC_ORIGIN is set. A DNS-rebound page (`attacker.example` resolving to this
 * machine) is same-origin to the browser and would pass every Origin check, so the Host is the
 * only thing that tells it apart; it is checked in every mode, before anything else.
 */
export function servedHostNames(publicOrigin: string | null): (hostname: string) => boolean {
  const publicHost = publicOrigin ? new URL(publicOrigin).hostname.replace(/^\[|\]$/g, "") : null;
  return (hostname) => isLoopbackHost(hostname) || hostname === publicHost;
}

/** What the gate needs of Node's IncomingMessage. */
interface IncomingTarget {
  url?: string | undefined;
  rawHeaders: readonly string[];
}

/**
 * `host[:port]`, where host is a DNS name, an IPv4 address or a bracketed IPv6 address
 * (RFC 9110 §7.2). Anything else (a comma from a joined duplicate, a space, userinfo, a path) is
 * not a Host.
 */
const AUTHORITY = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._-]+)(?::\d{1,5})?$/;

function hostnameOf(authority: string): string | null {
  if (!AUTHORITY.test(authority)) return null;
  try {
    // Lower-cases, and checks an IPv6 literal or a numeric address for real.
    return new URL(`http://${authority}`).hostname.replace(/^\[|\]$/g, "");
  } catch {
    return null;
  }
}

function invalid(message: string, code: string): ProxyRefusal {
  return new ProxyRefusal(400, message, code);
}

/** The request target in origin form, once the request is known to be well formed and ours. */
interface GatePass {
  target: string;
}

/**
 * The first check of every request, on the request as Node read it (before any framework builds
 * a URL from it): exactly one valid Host, a request target in origin form (`/path?query`) or in
 * absolute form naming that same Host, and a Host name this server serves. A refusal is a JSON
 * error like any other; nothing about it is an exception, so no stack reaches the log.
 */
export function gateRequest(
  incoming: IncomingTarget,
  serves: (hostname: string) => boolean,
): GatePass | ProxyRefusal {
  const hosts: string[] = [];
  for (let index = 0; index < incoming.rawHeaders.length; index += 2) {
    if (incoming.rawHeaders[index]?.toLowerCase() === "host") {
      hosts.push(incoming.rawHeaders[index + 1] ?? "");
    }
  }
  if (hosts.length === 0) return invalid("The request has no Host header", "invalid_host");
  if (hosts.length > 1) return invalid("The request has more than one Host header", "invalid_host");
  const authority = (hosts[0] ?? "").trim();
  const hostname = hostnameOf(authority);
  if (hostname === null) return invalid("The Host header is not a host name", "invalid_host");

  const url = incoming.url ?? "";
  let target: string;
  if (url.startsWith("/")) target = url;
  else {
    // Absolute form (RFC 9112 §3.2.2): accepted when it names the Host the request carries,
    // which a conforming client sends anyway; its path and query are then the target.
    const absolute = /^https?:\/\/([^/?#]*)([^#]*)$/i.exec(url);
    if (!absolute) {
      return invalid("The request target is not a path", "invalid_request_target");
    }
    const [, targetAuthority = "", rest = ""] = absolute;
    if (hostnameOf(targetAuthority) === null) {
      return invalid("The request target names no valid host", "invalid_request_target");
    }
    if (targetAuthority.toLowerCase() !== authority.toLowerCase()) {
      return invalid("The request target names another host than Host", "invalid_request_target");
    }
    target = rest.startsWith("/") ? rest : `/${rest}`;
  }
  if (!serves(hostname)) {
    return new ProxyRefusal(
      403,
      "This server does not answer this host name: see README, Deploying",
      "foreign_host",
    );
  }
  return { target };
}
