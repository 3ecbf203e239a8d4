import { describe, expect, it } from "vitest";
import { isApiError } from "../../../api/apiError";
import { callOf, jsonResponse, rejectionOf, setup } from "../../../api/testFetch";
import { failureOutcome } from "./batchOutcome";
import { createBatchQueue } from "./batchQueue";
import { ConnectionNotResolved } from "./failureKind";
import { resolveConnection } from "./resolveConnection";

const identity = (connection: string) => ({
  connection,
  user_id: `x|${connection}`,
  provider: "oidc",
  isSocial: false,
});
const user = (...connections: string[]) =>
  jsonResponse(200, { identities: connections.map(identity) });
const noSignal = { signal: new AbortController().signal, onRateLimitWait: () => {} };

describe("resolveConnection", () => {
  it("returns the user's only connection, read with fields=identities", async () => {
    const { client, fetch } = setup([user("corp-oidc", "corp-oidc")]);
    expect(await resolveConnection(client, "auth0|1", noSignal)).toBe("corp-oidc");
    expect(new URL(callOf(fetch).url).searchParams.get("fields")).toBe("identities");
  });

  it("refuses a user with no connection, and one with several naming them", async () => {
    const none = setup([user()]);
    const noneError = await rejectionOf(resolveConnection(none.client, "auth0|1", noSignal));
    expect(noneError).toBeInstanceOf(ConnectionNotResolved);
    expect((noneError as Error).message).toBe("The user has no connection that can be cleared");

    const two = setup([user("corp-oidc", "partners")]);
    const twoError = await rejectionOf(resolveConnection(two.client, "auth0|1", noSignal));
    expect((twoError as Error).message).toBe(
      "The user is in 2 connections; choose one: corp-oidc, partners",
    );
  });

  it("passes the tenant's 404 on, which the batch already marks as an unknown user", async () => {
    const { client } = setup([
      jsonResponse(404, {
        statusCode: 404,
        error: "Not Found",
        message: "The user does not exist.",
        errorCode: "inexistent_user",
      }),
    ]);
    const error = await rejectionOf(resolveConnection(client, "auth0|404", noSignal));
    expect(isApiError(error) && error.status).toBe(404);
    const outcome = failureOutcome(error, 0);
    expect(outcome.kind === "failed" && outcome.permanent).toBe("unknown-user");
  });
});

describe("a batch whose connection is resolved per user", () => {
  it("keeps the connection read for a user on that user's result", async () => {
    const queue = createBatchQueue({
      userIds: ["auth0|1"],
      concurrency: 1,
      clear: async (_userId, options) => options.onConnection("corp-oidc"),
    });
    queue.start();
    await expect.poll(() => queue.getSnapshot().phase).toBe("finished");
    expect(queue.getSnapshot().items[0]?.connection).toBe("corp-oidc");
  });

  it("fails an unresolved user permanently and leaves it out of Retry failed", async () => {
    const sent: string[] = [];
    const queue = createBatchQueue({
      userIds: ["none", "two"],
      concurrency: 1,
      clear: async (userId) => {
        sent.push(userId);
        throw new ConnectionNotResolved(userId === "none" ? [] : ["a", "b"]);
      },
    });
    queue.start();
    await expect.poll(() => queue.getSnapshot().phase).toBe("finished");
    const items = queue.getSnapshot().items;
    expect(items.map((item) => [item.status, item.permanent, item.message])).toEqual([
      ["failed", "no-connection", "The user has no connection that can be cleared."],
      ["failed", "several-connections", "The user is in 2 connections; choose one: a, b."],
    ]);
    expect(queue.getSnapshot().counts.retryable).toBe(0);
    queue.retryFailed();
    expect(sent).toEqual(["none", "two"]);
  });
});
