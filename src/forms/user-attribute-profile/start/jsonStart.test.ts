import { describe, expect, it } from "vitest";
import { workforceProfile } from "../testUserAttributeProfiles";
import { jsonStart } from "./jsonStart";

const ID = `uap_${"1".repeat(22)}`;
const OTHER_ID = `uap_${"2".repeat(22)}`;
const whole = (id: string) => JSON.stringify({ id, ...workforceProfile() });

describe("jsonStart", () => {
  it("refuses another profile than the Profile id names, naming both", () => {
    expect(jsonStart(whole(OTHER_ID), ID)).toEqual({
      ok: false,
      message: `This JSON is the profile ${OTHER_ID}, but the Profile id is ${ID}. Change the Profile id, or paste the profile ${ID}.`,
    });
  });

  it("starts from a whole profile, and gives its id to an empty Profile id", () => {
    expect(jsonStart(whole(ID), undefined)).toEqual({
      ok: true,
      start: { forId: ID, source: "json", profile: workforceProfile() },
      filledId: ID,
    });
    expect(jsonStart(whole(ID), ID)).toMatchObject({ ok: true, filledId: undefined });
  });

  it("starts from a PATCH body for the profile the Profile id names, if any", () => {
    const body = JSON.stringify({ name: "Renamed" });
    expect(jsonStart(body, ID)).toEqual({
      ok: true,
      start: { forId: ID, source: "json", profile: { name: "Renamed" } },
      filledId: undefined,
    });
    expect(jsonStart(body, undefined)).toMatchObject({ ok: true, start: { forId: null } });
  });

  it("says what is wrong with text that is not a profile", () => {
    expect(jsonStart("{", ID)).toMatchObject({ ok: false, message: /^Not valid JSON/ });
  });
});
