import { describe, expect, it } from "vitest";
import { consoleSetup } from "./consoleSetup.ts";

describe("consoleSetup", () => {
  it("tells the page whether its origin proxies a tenant, and in which mode", () => {
    expect(consoleSetup({ proxy: null, tokens: null })).toEqual({
      proxy: null,
      localTenant: false,
      sign_in: null,
      store: null,
    });
    expect(consoleSetup({ proxy: () => {}, tokens: null })).toMatchObject({
      proxy: "pass-through",
    });
    expect(consoleSetup({ proxy: () => {}, tokens: {} })).toMatchObject({ proxy: "credentials" });
  });

  it("tells the page of `npm start` that the local tenant answers on its own origin", () => {
    expect(consoleSetup({ proxy: null, tokens: null, localTenant: true })).toEqual({
      proxy: null,
      localTenant: true,
      sign_in: null,
      store: null,
    });
  });

  it("says where people sign in when the server signs them in", () => {
    const signIn = { issuer: "https://login.example.com/", begin: () => {} };
    expect(consoleSetup({ proxy: () => {}, tokens: {}, signIn })).toEqual({
      proxy: "credentials",
      localTenant: false,
      sign_in: { issuer: "https://login.example.com/" },
      store: null,
    });
  });
});
