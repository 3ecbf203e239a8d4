import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { callOf, rejectionOf, setup, textResponse } from "../testFetch";
import { invalidateRememberBrowser } from "./rememberedBrowsers";

describe("invalidateRememberBrowser", () => {
  it("POSTs no body to the user's path, the id one encoded segment, and takes the 204", async () => {
    const { client, fetch } = setup([textResponse(204, null)]);
    await expect(invalidateRememberBrowser(client, "auth0|5f7c/x")).resolves.toBeUndefined();
    const call = callOf(fetch);
    expect(call.init.method).toBe("POST");
    expect(new URL(call.url).pathname).toBe(
      "/api/v2/users/auth0%7C5f7c%2Fx/multifactor/actions/invalidate-remember-browser",
    );
    expect(call.init.body ?? undefined).toBeUndefined();
  });

  it("sends nothing for an empty id", async () => {
    const { client, fetch } = setup([]);
    expect(await rejectionOf(invalidateRememberBrowser(client, ""))).toBeInstanceOf(ZodError);
    expect(fetch).not.toHaveBeenCalled();
  });
});
