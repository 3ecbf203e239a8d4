import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { callOf, jsonResponse, rejectionOf, setup } from "../testFetch";
import { actionKeys } from "./keys";
import { listActions, listTokenExchangeActions, tokenExchangeActionsOptions } from "./list";

const action = (id: string, trigger: string, deployed: boolean) => ({
  id,
  name: `action ${id}`,
  supported_triggers: [{ id: trigger, version: "v1" }],
  ...(deployed ? { deployed_version: { id: `v-${id}`, number: 1, deployed: true } } : {}),
});

describe("listTokenExchangeActions", () => {
  it("asks for deployed custom token exchange actions, all on one page", async () => {
    const { client, fetch } = setup([
      jsonResponse(200, { actions: [action("a", "custom-token-exchange", true)], per_page: 100 }),
    ]);
    const found = await listTokenExchangeActions(client);
    const url = new URL(callOf(fetch).url);
    expect(url.pathname).toBe("/api/v2/actions/actions");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      triggerId: "custom-token-exchange",
      deployed: "true",
      per_page: "100",
    });
    expect(found.map((a) => a.id)).toEqual(["a"]);
  });

  it("keeps only what a profile can use, whatever the tenant answered", async () => {
    const { client } = setup([
      jsonResponse(200, {
        actions: [
          action("ok", "custom-token-exchange", true),
          action("draft", "custom-token-exchange", false),
          action("login", "post-login", true),
        ],
      }),
    ]);
    expect((await listTokenExchangeActions(client)).map((a) => a.id)).toEqual(["ok"]);
  });

  it("refuses a query outside the contract without sending", async () => {
    const { client, fetch } = setup([]);
    expect(await rejectionOf(listActions(client, { per_page: "101" }))).toBeInstanceOf(ZodError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("is one query under the actions' key", () => {
    expect(tokenExchangeActionsOptions(setup([]).client).queryKey).toEqual(
      actionKeys.tokenExchange(),
    );
  });
});
