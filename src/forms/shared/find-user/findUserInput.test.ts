import { describe, expect, it } from "vitest";
import { classifyFindUser, emailSearchQuery, nameSearchQuery } from "./findUserInput";

describe("classifyFindUser", () => {
  it.each([
    ["jane@acme.example", "email"],
    ["  Priya.Raman@Contoso-Partner.example ", "email"],
    ["oidc|5f7c8ec7c33c6c004bbafe82", "id"],
    // An id may hold an address: the `|` says it is an id.
    ["samlp|corp|jane.doe@example.com", "id"],
    ["jan", "name"],
    ["Jane Cooper", "name"],
    ["@acme", "name"],
    ["jane@", "name"],
    ["a@b@c", "name"],
    ["jane @acme.example", "name"],
    ["   ", "empty"],
  ])("reads %j as %s", (typed, kind) => {
    expect(classifyFindUser(typed).kind).toBe(kind);
  });

  it.each([
    ["Jane Cooper <jane@acme.example>", "jane@acme.example"],
    ['"Cooper, Jane" <Jane@Acme.example>', "Jane@Acme.example"],
    ["mailto:jane@acme.example", "jane@acme.example"],
    ["MAILTO:jane%2Bdesk@acme.example?subject=Locked%20out", "jane+desk@acme.example"],
  ])("takes the address out of %j, as a ticket or a mail client gives it", (typed, email) => {
    expect(classifyFindUser(typed)).toEqual({ kind: "email", email });
  });

  it("reads a name with angle brackets around no address as a name", () => {
    expect(classifyFindUser("Jane <none>").kind).toBe("name");
  });

  it("keeps an address's case", () => {
    expect(classifyFindUser("Priya.Raman@Contoso-Partner.example")).toEqual({
      kind: "email",
      email: "Priya.Raman@Contoso-Partner.example",
    });
  });
});

describe("search queries", () => {
  it("searches an address as one quoted value", () => {
    expect(emailSearchQuery('o"brien@acme.example')).toBe('email:"o\\"brien@acme.example"');
  });

  it("searches a part of a name anywhere from three characters", () => {
    expect(nameSearchQuery("jan")).toBe("name:*jan* OR email:*jan*");
  });

  it("searches a shorter part at the start, which the search accepts", () => {
    expect(nameSearchQuery("ja")).toBe("name:ja* OR email:ja*");
  });

  it("escapes spaces and operators so a typed name stays one value", () => {
    expect(nameSearchQuery("Jane C")).toBe("name:*Jane\\ C* OR email:*Jane\\ C*");
    expect(nameSearchQuery("a:b*(c)")).toBe("name:*a\\:b\\*\\(c\\)* OR email:*a\\:b\\*\\(c\\)*");
  });
});
