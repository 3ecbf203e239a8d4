import { userAttributeProfileMessages as text } from "../messages";
import { importProfileJson } from "./importJson";
import type { StartingPoint } from "./startingPoint";

type JsonStart =
  | { ok: false; message: string }
  /** `filledId`: the pasted profile's id, for an empty Profile id. */
  | { ok: true; start: StartingPoint; filledId: string | undefined };

/**
 * "Fill the form from JSON": the pasted profile (or PATCH body) as the new starting point,
 * unless it is another profile than the one the Profile id names.
 */
export function jsonStart(jsonText: string, profileId: string | undefined): JsonStart {
  const result = importProfileJson(jsonText);
  if (!result.ok) return result;
  if (result.id !== undefined && profileId !== undefined && result.id !== profileId) {
    return { ok: false, message: text.json.otherProfile(result.id, profileId) };
  }
  return {
    ok: true,
    start: { forId: result.id ?? profileId ?? null, source: "json", profile: result.profile },
    filledId: profileId === undefined ? result.id : undefined,
  };
}
