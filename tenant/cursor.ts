import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { LIMITS } from "../src/api/schemas/index.ts";

/**
 * The listing's `next`: the insertion sequence of the last profile served and the time it was
 * issued, signed with a per-instance secret. Holding a position rather than an offset is what
 * keeps pages free of duplicates and gaps when profiles are added between calls.
 */
export type CursorReading =
  | { ok: true; position: number }
  | { ok: false; problem: "expired" | "invalid" };

/**
 * `list` names the listing a cursor belongs to and is part of what is signed, so a `next` of
 * one listing is "not issued by this tenant" on another.
 */
export interface CursorCodec {
  issue(position: number, list?: string): string;
  read(value: string, list?: string): CursorReading;
}

const DIGITS = /^\d{1,15}$/;

export function createCursorCodec(now: () => number, secret = randomBytes(32)): CursorCodec {
  const sign = (payload: string, list: string) =>
    createHmac("sha256", secret).update(`${list}\n${payload}`).digest();

  return {
    issue(position, list = "") {
      const payload = `${position}.${Math.floor(now())}`;
      const signature = sign(payload, list).toString("base64url");
      return `${Buffer.from(payload).toString("base64url")}.${signature}`;
    },
    read(value, list = "") {
      const [encoded, signature, ...rest] = value.split(".");
      if (encoded === undefined || signature === undefined || rest.length > 0) {
        return { ok: false, problem: "invalid" };
      }
      const payload = Buffer.from(encoded, "base64url").toString("latin1");
      const expected = sign(payload, list);
      const given = Buffer.from(signature, "base64url");
      // Re-encoding catches base64url variants that decode to the same bytes.
      const canonical =
        Buffer.from(payload, "latin1").toString("base64url") === encoded &&
        given.toString("base64url") === signature;
      if (!canonical || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { ok: false, problem: "invalid" };
      }
      const [position, issuedAt] = payload.split(".");
      if (!position || !issuedAt || !DIGITS.test(position) || !DIGITS.test(issuedAt)) {
        return { ok: false, problem: "invalid" };
      }
      if (now() - Number(issuedAt) > LIMITS.cursorValidityMs) {
        return { ok: false, problem: "expired" };
      }
      return { ok: true, position: Number(position) };
    },
  };
}
