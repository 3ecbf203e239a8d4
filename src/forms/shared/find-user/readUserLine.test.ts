import { describe, expect, it } from "vitest";
import { callOf, jsonResponse, setup } from "../../../api/testFetch";
import { readUserLine } from "./readUserLine";

const JANE = { user_id: "oidc|partners|jane", email: "jane@acme.example", name: "Jane Cooper" };

function searchPage(users: readonly object[]) {
  return jsonResponse(200, {
    start: 0,
    limit: 10,
    length: users.length,
    total: users.length,
    users,
  });
}

describe("readUserLine for an email no user has exactly", () => {
  it("suggests the address one user has in another case, found by one search", async () => {
    const { client, fetch } = setup([jsonResponse(200, []), searchPage([JANE])]);
    expect(await readUserLine(client, "Jane@Acme.Example")).toEqual({
      kind: "none",
      sameButCase: "jane@acme.example",
    });
    expect(new URL(callOf(fetch, 1).url).searchParams.get("q")).toBe('email:"Jane@Acme.Example"');
  });

  it("suggests nothing when the search finds none, or several, or fails", async () => {
    const other = { ...JANE, user_id: "auth0|jane", email: "JANE@acme.example" };
    for (const second of [
      searchPage([]),
      searchPage([JANE, other]),
      jsonResponse(400, { statusCode: 400, error: "Bad Request", message: "Invalid query" }),
    ]) {
      const { client } = setup([jsonResponse(200, []), second]);
      expect(await readUserLine(client, "Jane@Acme.Example")).toEqual({ kind: "none" });
    }
  });
});
