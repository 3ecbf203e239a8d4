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
