import { describe, expect, it } from "vitest";
import { jsonResponse, profileJson, setup } from "../testFetch";
import { hasRoomForProfile } from "./room";

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
function page(ids: number[], next?: string) {
  return jsonResponse(200, {
    token_exchange_profiles: ids.map((n) => profileJson(n)),
    ...(next === undefined ? {} : { next }),
  });
}

describe("hasRoomForProfile", () => {
  it("finds room in a tenant of 99 profiles with one read of 100", async () => {
    const { client, fetch } = setup([page(range(1, 99))]);
    expect(await hasRoomForProfile(client)).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(new URL(String(fetch.mock.calls[0]?.[0])).searchParams.get("take")).toBe("100");
  });

  it("finds none once 100 are counted, without reading on", async () => {
    const { client, fetch } = setup([page(range(1, 100), "more")]);
    expect(await hasRoomForProfile(client)).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("reads on past a short page that has a cursor", async () => {
    const { client, fetch } = setup([page(range(1, 60), "c1"), page(range(61, 40))]);
    expect(await hasRoomForProfile(client)).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
