// @vitest-environment jsdom
// Starting points and the editor's state are kept in sessionStorage.
import { describe, expect, it } from "vitest";
import { NATIVE_MAPPING } from "../../../api/schemas/userAttributeProfile";
import { STORAGE_PREFIX } from "../../../lib/tabStorage";
import { workforceProfile } from "../testUserAttributeProfiles";
import {
  NOTHING_KNOWN,
  readEditorState,
  readFromTenant,
  readLastSaved,
  rememberSaved,
  writeEditorState,
} from "./startingPoint";

const TENANT = "http://127.0.0.1:4010";
const EMAIL = { description: "Mail", label: "E", profile_required: true, [NATIVE_MAPPING]: "mail" };
const ID = "uap_1csDj3szFKM6gvVNJbQqYh";
const SAVED = {
  id: ID,
  name: "Workforce",
  user_id: {},
  user_attributes: { email: EMAIL },
};

describe("last saved here", () => {
  it("remembers the tenant's answer per tenant and id, under the console's storage prefix", () => {
    const start = rememberSaved(TENANT, SAVED, "2030-01-01T10:00:00.000Z");
    expect(start).toEqual({
      forId: ID,
      source: "saved",
      savedAt: "2030-01-01T10:00:00.000Z",
      profile: { name: "Workforce", user_id: {}, user_attributes: { email: EMAIL } },
    });
    expect(readLastSaved(TENANT, ID)).toEqual({ ...start, source: "last-saved" });
    expect(readLastSaved("http://127.0.0.1:4011", ID)).toBeUndefined();
    expect(Object.keys(sessionStorage).every((key) => key.startsWith(STORAGE_PREFIX))).toBe(true);
  });

  it("ignores a stored entry that no longer fits the contract", () => {
    rememberSaved(TENANT, SAVED, "2030-01-01T10:00:00.000Z");
    const [key] = Object.keys(sessionStorage);
    if (key === undefined) throw new Error("nothing stored");
    sessionStorage.setItem(key, JSON.stringify({ savedAt: "x", profile: { id: ID } }));
    expect(readLastSaved(TENANT, ID)).toBeUndefined();
  });
});

describe("read from the tenant", () => {
  it("is the tenant's profile without its id, tied to that id, with the time of the read", () => {
    const start = readFromTenant(SAVED, "2030-01-01T10:00:00.000Z");
    expect(start).toEqual({
      forId: ID,
      source: "read",
      readAt: "2030-01-01T10:00:00.000Z",
      profile: { name: "Workforce", user_id: {}, user_attributes: { email: EMAIL } },
    });
    writeEditorState(TENANT, { profileId: ID, jsonText: "", start });
    expect(readEditorState(TENANT).start, "kept across a reload").toEqual(start);
  });
});

describe("editor state", () => {
  it("survives a reload: the id as typed, the pasted text and the starting point", () => {
    const state = {
      profileId: "uap_half-typed",
      jsonText: '{"name": ',
      start: { forId: ID, source: "json" as const, profile: workforceProfile() },
    };
    writeEditorState(TENANT, state);
    expect(readEditorState(TENANT)).toEqual(state);
  });

  it("starts from nothing when nothing was kept", () => {
    expect(readEditorState(TENANT)).toEqual({ profileId: "", jsonText: "", start: NOTHING_KNOWN });
  });
});
