// @vitest-environment node
// Tests for action.ts: an action as listed (deployed only with deployed_version, one trigger), the
// listing's answer forms seen in recorded traffic, and the listing's query at its bounds.
import { describe, expect, it } from "vitest";
import {
  ACTION_TRIGGERS,
  actionListQuerySchema,
  actionListSchema,
  actionSchema,
  isCustomTokenExchangeAction,
  isDeployed,
} from "./action";
import { LIMITS } from "./limits";
import { accepts, onlyIssue } from "./testSupport";

const action = {
  id: "8f2c1a3e-5b7d-4c9e-a1f3-2d4b6c8e0a12",
  name: "Validate legacy session token",
  supported_triggers: [{ id: "custom-token-exchange", version: "v1" }],
  status: "built",
  all_changes_deployed: true,
  deployed_version: { id: "c0ffee00-0000-4000-a000-000000000001", number: 3, deployed: true },
  created_at: "2025-03-01T10:00:00.000Z",
  updated_at: "2025-03-02T10:00:00.000Z",
  runtime: "node22",
  code: "exports.onExecuteCustomTokenExchange = async () => {};",
};

describe("action", () => {
  it("keeps what it does not read (code, runtime)", () => {
    expect(actionSchema.parse(action)).toEqual(action);
  });

  it("is deployed only with a deployed version", () => {
    const { deployed_version: _dropped, ...draft } = action;
    expect(isDeployed(actionSchema.parse(action))).toBe(true);
    expect(isDeployed(actionSchema.parse(draft))).toBe(false);
  });

  it("runs on custom token exchange only when its trigger says so", () => {
    expect(isCustomTokenExchangeAction(action)).toBe(true);
    expect(
      isCustomTokenExchangeAction({ supported_triggers: [{ id: "post-login", version: "v3" }] }),
    ).toBe(false);
  });

  it.each(["id", "name", "supported_triggers"])("needs %s", (member) => {
    const { [member as keyof typeof action]: _left, ...rest } = action;
    expect(onlyIssue(actionSchema, rest).path).toEqual([member]);
  });
});

describe("action listing answer", () => {
  it.each([
    ["the declared form", { total: 1, page: 0, per_page: 20, actions: [action] }],
    ["recorded without page", { actions: [action], total: 1, per_page: 50 }],
    ["recorded empty without total", { actions: [], per_page: 50 }],
  ])("accepts %s", (_form, body) => accepts(actionListSchema, body));

  it("needs the actions", () => {
    expect(onlyIssue(actionListSchema, { total: 0 }).path).toEqual(["actions"]);
  });
});

describe("action listing query", () => {
  const { perPage } = LIMITS.actions;

  it("takes the trigger, name and deployed filters", () => {
    expect(
      actionListQuerySchema.parse({
        triggerId: "custom-token-exchange",
        deployed: "true",
        actionName: "Validate legacy session token",
      }),
    ).toEqual({
      triggerId: "custom-token-exchange",
      deployed: "true",
      actionName: "Validate legacy session token",
    });
  });

  it.each([
    ["per_page min", { per_page: String(perPage.min) }],
    ["per_page max", { per_page: String(perPage.max) }],
    ["page 0", { page: "0" }],
  ])("accepts %s", (_case, query) => accepts(actionListQuerySchema, query));

  it.each([
    ["per_page min - 1", { per_page: String(perPage.min - 1) }, "per_page must be at least 1"],
    ["per_page max + 1", { per_page: String(perPage.max + 1) }, "per_page must be at most 100"],
    ["a negative page", { page: "-1" }, "page must be at least 0"],
    ["a fraction", { page: "1.5" }, "page must be a whole number"],
    ["deployed=yes", { deployed: "yes" }, "deployed must be true or false"],
    ["an empty actionName", { actionName: "" }, "actionName must not be empty"],
  ])("refuses %s, naming the rule", (_case, query, message) => {
    expect(onlyIssue(actionListQuerySchema, query).message).toBe(message);
  });

  it("refuses a trigger it does not know, listing those it does", () => {
    const issue = onlyIssue(actionListQuerySchema, { triggerId: "on-coffee" });
    expect(issue.message).toBe(`triggerId must be one of: ${ACTION_TRIGGERS.join(", ")}`);
  });

  it("refuses an unknown parameter", () => {
    expect(onlyIssue(actionListQuerySchema, { take: "5" }).code).toBe("unrecognized_keys");
  });
});
