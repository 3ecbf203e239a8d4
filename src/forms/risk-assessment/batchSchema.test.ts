import { describe, expect, it } from "vitest";
import { batchFormSchemaFor } from "./batchSchema";

const values = (connection: string) => ({
  connection,
  assessors: ["new-device"],
  user_ids: "auth0|1\nauth0|2",
  concurrency: "2",
  reason: "",
});

describe("batchFormSchemaFor", () => {
  it("takes 1, 2, 4 or 8 requests at a time and refuses any other count", () => {
    const schema = batchFormSchemaFor(false);
    for (const concurrency of ["1", "2", "4", "8"]) {
      expect(schema.safeParse({ ...values("corp-oidc"), concurrency }).success).toBe(true);
    }
    for (const concurrency of ["0", "3", "16", "two"]) {
      expect(schema.safeParse({ ...values("corp-oidc"), concurrency }).success).toBe(false);
    }
  });

  it("requires the connection without read:users", () => {
    expect(batchFormSchemaFor(false).safeParse(values("")).success).toBe(false);
    expect(batchFormSchemaFor(false).safeParse(values("corp-oidc")).success).toBe(true);
  });

  it("with read:users accepts an empty connection but still checks a typed one", () => {
    const schema = batchFormSchemaFor(true);
    expect(schema.parse(values("")).connection).toBe("");
    expect(schema.safeParse(values("corp-oidc")).success).toBe(true);
    expect(schema.safeParse(values("-bad-")).success).toBe(false);
  });
});
