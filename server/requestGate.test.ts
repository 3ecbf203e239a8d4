// @vitest-environment node
import { describe, expect, it } from "vitest";
import { ProxyRefusal } from "./proxy/proxyError.ts";
import { gateRequest, servedHostNames } from "./requestGate.ts";

function gate(url: string, hosts: string[], publicOrigin: string | null = null) {
  const rawHeaders = hosts.flatMap((host) => ["Host", host]);
  const verdict = gateRequest({ url, rawHeaders }, servedHostNames(publicOrigin));
  return verdict instanceof ProxyRefusal
    ? { status: verdict.status, errorCode: verdict.errorCode }
    : verdict;
}

describe("the request gate (issue 23, findings 10 and 12)", () => {
  it.each([["localhost:8080"], ["LOCALHOST"], ["127.0.0.1:8080"], ["127.4.5.6"], ["[::1]:8080"]])(
    "serves the loopback Host %s in every mode",
    (host) => {
      expect(gate("/healthz", [host])).toEqual({ target: "/healthz" });
      expect(gate("/healthz", [host], "https://console.example.com")).toEqual({
        target: "/healthz",
      });
    },
  );

  it("serves the public origin's host, with or without a port, when one is configured", () => {
    const origin = "https://console.example.com";
    expect(gate("/", ["console.example.com"], origin)).toEqual({ target: "/" });
    expect(gate("/", ["Console.Example.com:443"], origin)).toEqual({ target: "/" });
    expect(gate("/", ["console.example.com"])).toEqual({ status: 403, errorCode: "foreign_host" });
  });

  it.each([
    ["attacker.example:8080", null],
    ["attacker.example", "https://console.example.com"],
    ["console.example.com.attacker.example", "https://console.example.com"],
    ["localhost.attacker.example", null],
    ["127.0.0.1.nip.io", null],
    ["10.0.0.5:8080", null],
    ["0.0.0.0:8080", null],
  ])("refuses the Host %s (public origin %s) with a 403", (host, origin) => {
    expect(gate("/api/v2/token-exchange-profiles", [host], origin)).toEqual({
      status: 403,
      errorCode: "foreign_host",
    });
  });

  it.each([
    [[], "no Host"],
    [["127.0.0.1", "127.0.0.1"], "the same Host twice"],
    [["127.0.0.1", "attacker.example"], "a second Host"],
    [["127.0.0.1, attacker.example"], "a joined Host"],
    [["a b"], "a space"],
    [["user@127.0.0.1"], "userinfo"],
    [["127.0.0.1/x"], "a path"],
    [["[::1"], "an open bracket"],
    [["999.0.0.1"], "no IPv4 address"],
    [[""], "an empty Host"],
  ])("answers %j (%s) with a 400", (hosts) => {
    expect(gate("/healthz", hosts)).toEqual({ status: 400, errorCode: "invalid_host" });
  });

  it("takes an absolute-form target naming its own Host as its path and query", () => {
    expect(gate("http://127.0.0.1:8080/api/v2/x?take=1", ["127.0.0.1:8080"])).toEqual({
      target: "/api/v2/x?take=1",
    });
    expect(gate("http://localhost:8080", ["localhost:8080"])).toEqual({ target: "/" });
  });

  it.each([
    ["http://a b/healthz", ["127.0.0.1"]],
    ["http://attacker.example/healthz", ["127.0.0.1"]],
    ["http://127.0.0.1:9/healthz", ["127.0.0.1:8080"]],
    ["ftp://127.0.0.1/healthz", ["127.0.0.1"]],
    ["*", ["127.0.0.1"]],
    ["healthz", ["127.0.0.1"]],
    ["127.0.0.1:8080", ["127.0.0.1"]],
  ])("answers the target %s with a 400", (url, hosts) => {
    expect(gate(url, hosts)).toEqual({ status: 400, errorCode: "invalid_request_target" });
  });
});
