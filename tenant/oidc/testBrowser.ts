/**
 * A browser as far as the sign-in tests need one: it keeps cookies (by name, sent everywhere, which
 * is more than a browser would send and so never hides a refusal) and follows redirects by hand,
 * stopping where they leave the tenant, at the console's callback.
 */
export class TestBrowser {
  readonly #cookies = new Map<string, string>();

  /** GET `url`, then every redirect within its origin; the last answer and where it was. */
  async visit(url: string | URL): Promise<{ response: Response; url: URL }> {
    return this.#follow(new URL(url), await this.request(url));
  }

  /** POST a form as a browser submits it, then follow as `visit` does. */
  async submit(
    url: string | URL,
    fields: Record<string, string>,
  ): Promise<{ response: Response; url: URL }> {
    const response = await this.request(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
    return this.#follow(new URL(url), response);
  }

  async request(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.#cookies.size > 0) {
      headers.set(
        "cookie",
        [...this.#cookies].map(([name, value]) => `${name}=${value}`).join("; "),
      );
    }
    const response = await fetch(url, { ...init, headers, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) this.#keep(line);
    return response;
  }

  forgetCookies(): void {
    this.#cookies.clear();
  }

  #keep(line: string): void {
    const [pair = "", ...attributes] = line.split(";");
    const split = pair.indexOf("=");
    const name = pair.slice(0, split).trim();
    const value = pair.slice(split + 1).trim();
    const expired = attributes.some((attribute) => /^\s*expires=.*1970/i.test(attribute));
    if (value === "" || expired) this.#cookies.delete(name);
    else this.#cookies.set(name, value);
  }

  async #follow(start: URL, first: Response): Promise<{ response: Response; url: URL }> {
    let response = first;
    let url = start;
    while (response.status >= 300 && response.status < 400) {
      const next = new URL(response.headers.get("location") ?? "", url);
      if (next.origin !== start.origin) return { response, url: next };
      await response.body?.cancel();
      url = next;
      response = await this.request(url);
    }
    return { response, url };
  }
}

/** A form's action (resolved against its page) and its hidden fields. */
export function formOf(html: string, page: URL): { action: URL; hidden: Record<string, string> } {
  const action = /<form[^>]*\saction="([^"]*)"/.exec(html)?.[1];
  if (action === undefined) throw new Error(`no form on the page:\n${html}`);
  const hidden: Record<string, string> = {};
  for (const [, name = "", value = ""] of html.matchAll(
    /<input type="hidden" name="([^"]+)" value="([^"]*)"/g,
  )) {
    hidden[name] = value;
  }
  return { action: new URL(action.replaceAll("&amp;", "&"), page), hidden };
}

/** The text of the page's alert, the one sentence a failed attempt says. */
export function alertOf(html: string): string | undefined {
  return /<p role="alert"[^>]*>([^<]*)<\/p>/.exec(html)?.[1];
}
