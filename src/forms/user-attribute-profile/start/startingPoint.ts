import { z } from "zod";
import {
  type UserAttributeProfile,
  userAttributeProfileSchema,
} from "../../../api/schemas/userAttributeProfile";
import { readTab, tabKey, writeTab } from "../../../lib/tabStorage";
import { draftKey } from "../../shared/useDraft";
import type { KnownUserAttributeProfile } from "../fields";

/** Where the form's starting point came from; the screen says it in words. */
type StartSource = "nothing" | "json" | "last-saved" | "saved" | "read";

/**
 * What the form compares against to build the PATCH body: the console's knowledge of the
 * tenant's profile, never a guess. Read from the tenant when the token may read profiles.
 */
export interface StartingPoint {
  /** The profile this is knowledge of; null while no id was given (a pasted PATCH body). */
  forId: string | null;
  source: StartSource;
  /** ISO time of the save, for "last saved here" and "saved". */
  savedAt?: string | undefined;
  /** ISO time the profile was read from the tenant, for "read from the tenant at". */
  readAt?: string | undefined;
  profile: KnownUserAttributeProfile;
}

export const NOTHING_KNOWN: StartingPoint = { forId: null, source: "nothing", profile: {} };

/** The screen's own state beside the form values: it survives a reload like the draft. */
interface EditorState {
  /** As typed, valid or not. */
  profileId: string;
  /** The "Start from JSON" text, kept until it is replaced, whatever happens. */
  jsonText: string;
  start: StartingPoint;
}

const knownProfileSchema = userAttributeProfileSchema.omit({ id: true }).partial();

const editorStateSchema = z.object({
  profileId: z.string(),
  jsonText: z.string(),
  start: z.object({
    forId: z.string().nullable(),
    source: z.enum(["nothing", "json", "last-saved", "saved", "read"]),
    savedAt: z.string().optional(),
    readAt: z.string().optional(),
    profile: knownProfileSchema,
  }),
});

const FORM_NAME = "user-attribute-profile";

export function formDraftKey(tenantUrl: string): string {
  return draftKey(FORM_NAME, tenantUrl);
}

function editorStateKey(tenantUrl: string): string {
  return draftKey(`${FORM_NAME}.start`, tenantUrl);
}

export function readEditorState(tenantUrl: string): EditorState {
  const parsed = editorStateSchema.safeParse(readTab(editorStateKey(tenantUrl)));
  return parsed.success ? parsed.data : { profileId: "", jsonText: "", start: NOTHING_KNOWN };
}

export function writeEditorState(tenantUrl: string, state: EditorState): void {
  writeTab(editorStateKey(tenantUrl), state);
}

/** "Last saved here": per tenant and id, for the tab; Sign out forgets it with the rest. */
function lastSavedKey(tenantUrl: string, id: string): string {
  return tabKey("last-saved", FORM_NAME, tenantUrl, id);
}

const lastSavedSchema = z.object({ savedAt: z.string(), profile: userAttributeProfileSchema });

export function readLastSaved(tenantUrl: string, id: string): StartingPoint | undefined {
  const parsed = lastSavedSchema.safeParse(readTab(lastSavedKey(tenantUrl, id)));
  if (!parsed.success) return undefined;
  const { id: _id, ...profile } = parsed.data.profile;
  return { forId: id, source: "last-saved", savedAt: parsed.data.savedAt, profile };
}

/** Remembers the tenant's answer and returns it as the new starting point. */
export function rememberSaved(
  tenantUrl: string,
  saved: UserAttributeProfile,
  savedAt: string,
): StartingPoint {
  writeTab(lastSavedKey(tenantUrl, saved.id), { savedAt, profile: saved });
  const { id, ...profile } = saved;
  return { forId: id, source: "saved", savedAt, profile };
}

/** The tenant's answer to "Open profile" as the starting point. */
export function readFromTenant(read: UserAttributeProfile, readAt: string): StartingPoint {
  const { id, ...profile } = read;
  return { forId: id, source: "read", readAt, profile };
}
