import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeTenant {
  url: string;
  /** Requests to /oauth/token so far. */
  tokenRequests: number;
  /** Authorization of each API request so far. */
  apiCalls: { method: string; url: string; authorization: string | undefined }[];
  close(): Promise<void>;
}

/** A tenant that answers /oauth/token with `token(n)` (n from 1) and the API with `api`. */
export async function fakeTenant(
  api: (req: IncomingMessage, res: ServerResponse) => void,
  token: (n: number) => { status: number; body: unknown } = (n) => ({
    status: 200,
    body: { access_token: `token-${n}`, expires_in: 3600 },
  }),
): Promise<FakeTenant> {
  const fake: FakeTenant = {
    url: "",
    tokenRequests: 0,
    apiCalls: [],
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  const server = createServer((req, res) => {
    if (req.url === "/oauth/token") {
      fake.tokenRequests += 1;
      const { status, body } = token(fake.tokenRequests);
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
      return;
    }
    fake.apiCalls.push({
      method: req.method ?? "",
      url: req.url ?? "",
      authorization: req.headers.authorization,
    });
    api(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

export function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}
