import { describe, expect, it } from "vitest";
import type { BatchItem } from "./batchQueue";
import { csvFileName, resultsCsv } from "./resultsCsv";

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

  it("names the file after the connection and the time, without characters files refuse", () => {
    expect(csvFileName("corp-oidc", new Date(Date.UTC(2025, 0, 2, 3, 4, 5, 678)))).toBe(
      "risk-assessments-corp-oidc-2025-01-02T03-04-05Z.csv",
    );
  });
});
