import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { LIMITS } from "../src/api/schemas/index.ts";

/**
 * The listing's `next`: the insertion sequence of the last profile served and the time it was
 * issued, signed with a per-instance secret. Holding a position rather than an offset is what
 * keeps pages free of duplicates and gaps when profiles are added between calls.
 */
type CursorReading = { ok: true; position: number } | { ok: false; problem: "expired" | "invalid" };

/**
 * `list` names the listing a cursor belongs to and is part of what is signed, so a `next` of
 * one listing is "not issued by this tenant" on another.
 */
export interface CursorCodec {
  issue(position: number, list?: string): string;
  read(value: string, list?: string): CursorReading;
}

const DIGITS = /^\d{1,15}$/;
/**
 * A listing read page after page asks for the same `next` many times a second; one issued this
 * recently is handed out again (expiring at most this much sooner) instead of signing anew.
 */
const REISSUE_WITHIN_MS = 1000;
const REISSUED_KEPT = 1000;

export function createCursorCodec(now: () => number, secret = randomBytes(32)): CursorCodec {
  const sign = (payload: string, list: string) =>
    createHmac("sha256", secret).update(`${list}\n${payload}`).digest();

  const recent = new Map<string, { value: string; issuedAt: number }>();

  return {
    issue(position, list = "") {
      const issuedAt = Math.floor(now());
      const key = `${list}\n${position}`;
      const kept = recent.get(key);
      // A clock set back (tests jump it) must not get a cursor from its future.
      if (kept && issuedAt >= kept.issuedAt && issuedAt - kept.issuedAt < REISSUE_WITHIN_MS) {
        return kept.value;
      }
      const payload = `${position}.${issuedAt}`;
      const signature = sign(payload, list).toString("base64url");
      const value = `${Buffer.from(payload).toString("base64url")}.${signature}`;
      if (recent.size >= REISSUED_KEPT) recent.clear();
      recent.set(key, { value, issuedAt });
      return value;
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
