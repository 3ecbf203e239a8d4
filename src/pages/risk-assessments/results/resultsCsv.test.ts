import { describe, expect, it } from "vitest";
import { FORMULA_PAYLOADS, formulaCellsIn, readCsv } from "../../../test/csvReaders";
import type { BatchItem } from "../batch/batchTypes";
import { csvFileName, resultsCsv, resultsCsvInChunks } from "./resultsCsv";

function item(overrides: Partial<BatchItem>): BatchItem {
  return {
    userId: "oidc|1",
    status: "cleared",
    message: "",
    errorCode: undefined,
    permanent: undefined,
    connection: undefined,
    finishedAt: Date.UTC(2025, 0, 2, 3, 4, 5),
    ...overrides,
  };
}

describe("resultsCsv", () => {
  it("names each user's own connection when the batch read them, and the file has no name", () => {
    const csv = resultsCsv("", [
      item({ connection: "corp" }),
      item({ userId: "two", status: "failed", message: "choose one" }),
    ]);
    expect(csv.split("\r\n").slice(1, 3)).toEqual([
      "oidc|1,corp,cleared,,2025-01-02T03:04:05.000Z",
      "two,,failed,choose one,2025-01-02T03:04:05.000Z",
    ]);
    expect(csvFileName("", new Date(Date.UTC(2025, 0, 2, 3, 4, 5)))).toBe(
      "risk-assessments-2025-01-02T03-04-05Z.csv",
    );
  });

  it("writes a header and one row per user with the outcome and when it was known", () => {
    const csv = resultsCsv("corp-oidc", [
      item({}),
      item({ userId: "ghost", status: "failed", message: "The user does not exist." }),
      item({ userId: "later", status: "not-sent", finishedAt: undefined }),
    ]);
    expect(csv.split("\r\n")).toEqual([
      "user_id,connection,status,message,finished_at",
      "oidc|1,corp-oidc,cleared,,2025-01-02T03:04:05.000Z",
      "ghost,corp-oidc,failed,The user does not exist.,2025-01-02T03:04:05.000Z",
      "later,corp-oidc,not sent,,",
      "",
    ]);
  });

  it("carries a pasted email and the user id it was read as; an email that found no one has none", () => {
    const csv = resultsCsv("", [
      item({ userId: "oidc|1" }),
      item({
        userId: "jane@acme.example",
        email: "jane@acme.example",
        resolvedUserId: "oidc|5f7c",
        connection: "corp-oidc",
      }),
      item({
        userId: "nobody@acme.example",
        email: "nobody@acme.example",
        status: "failed",
        message: "No user with this email",
      }),
    ]);
    expect(csv.split("\r\n").slice(0, 4)).toEqual([
      "user_id,connection,status,message,finished_at,email",
      "oidc|1,,cleared,,2025-01-02T03:04:05.000Z,",
      "oidc|5f7c,corp-oidc,cleared,,2025-01-02T03:04:05.000Z,jane@acme.example",
      ",,failed,No user with this email,2025-01-02T03:04:05.000Z,nobody@acme.example",
    ]);
  });

  it("names the file after the connection and the time, without characters files refuse", () => {
    expect(csvFileName("corp-oidc", new Date(Date.UTC(2025, 0, 2, 3, 4, 5, 678)))).toBe(
      "risk-assessments-corp-oidc-2025-01-02T03-04-05Z.csv",
    );
  });
});

describe("resultsCsv with hostile text", () => {
  it.each(FORMULA_PAYLOADS)(
    "writes a user id and message holding %j with no cell any reader runs as a formula",
    async (payload) => {
      const items = [
        item({ userId: `auth0|1${payload}`, status: "failed", message: `refused${payload}` }),
      ];
      expect(formulaCellsIn(resultsCsv(`corp${payload}`, items))).toEqual([]);
      expect(formulaCellsIn(await resultsCsvInChunks("corp", items))).toEqual([]);
    },
  );

  it("writes a direction control or an invisible character in an id or message as its code point", () => {
    const csv = resultsCsv("corp", [
      item({ userId: "auth0|x\u202Egnp.exe", status: "failed", message: "no\u200Bpe" }),
    ]);
    expect(readCsv(csv, ",")[1]?.slice(0, 4)).toEqual([
      "auth0|x<U+202E>gnp.exe",
      "corp",
      "failed",
      "no<U+200B>pe",
    ]);
  });

  it("writes ordinary ids and messages so they read back exactly", () => {
    const csv = resultsCsv("corp", [item({ userId: "auth0|abc", message: "Too many, wait." })]);
    expect(readCsv(csv, ",")[1]).toEqual([
      "auth0|abc",
      "corp",
      "cleared",
      "Too many, wait.",
      "2025-01-02T03:04:05.000Z",
    ]);
  });
});

describe("resultsCsvInChunks", () => {
  it("writes the same text as resultsCsv, yielding between chunks of rows", async () => {
    const items = Array.from({ length: 1_001 }, (_, i) =>
      item({ userId: `db|support|user-${i}`, message: i % 7 === 0 ? '=SUM("x")' : "" }),
    );
    let yields = 0;
    const csv = await resultsCsvInChunks("support-db", items, undefined, async () => {
      yields++;
    });
    expect(csv).toBe(resultsCsv("support-db", items));
    expect(yields, "1,001 rows in chunks of 250").toBe(4);
  });

  it("stops when the results change under it", async () => {
    const controller = new AbortController();
    const items = Array.from({ length: 600 }, () => item({}));
    const written = resultsCsvInChunks("corp", items, controller.signal, async () => {
      controller.abort();
    });
    await expect(written).rejects.toThrow();
  });
});
