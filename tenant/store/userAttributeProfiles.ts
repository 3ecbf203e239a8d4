import type {
  UserAttribute,
  UserAttributeProfile,
  UserAttributeProfileCreate,
  UserAttributeProfilePatch,
  UserAttributeProfileTemplate,
  UserIdMapping,
} from "../../src/api/schemas/index.ts";
import type { CheckpointPage } from "../checkpointPage.ts";
import { DEFAULT_USER_ID_MAPPING } from "../seed/index.ts";

/** Override values in responses always carry oidc_mapping (service-facts.md). */
function completeUserId(mapping: UserIdMapping): UserIdMapping {
  const complete: UserIdMapping = { ...DEFAULT_USER_ID_MAPPING, ...structuredClone(mapping) };
  if (mapping.strategy_overrides) {
    complete.strategy_overrides = Object.fromEntries(
      Object.entries(mapping.strategy_overrides).map(([strategy, value]) => [
        strategy,
        { oidc_mapping: "sub", ...value },
      ]),
    );
  }
  return complete;
}

interface Entry {
  sequence: number;
  profile: UserAttributeProfile;
}

/**
 * The tenant's user attribute profiles in the order they came (seed order, then created ones),
 * and the templates a new one can start from. Positions in the listing are sequences that only
 * grow, so a `next` stays right across creates and deletes.
 */
export class UserAttributeProfileStore {
  private readonly entries: Entry[] = [];
  private readonly byId = new Map<string, Entry>();
  private lastSequence = 0;

  constructor(
    profiles: readonly UserAttributeProfile[],
    private readonly templateList: readonly UserAttributeProfileTemplate[],
  ) {
    for (const profile of profiles) this.insert(profile);
  }

  get count(): number {
    return this.entries.length;
  }

  get(id: string): UserAttributeProfile | undefined {
    return this.byId.get(id)?.profile;
  }

  /**
   * Each attribute sent replaces that attribute whole; `user_id` sent replaces the mapping
   * whole, with unsent fields back at their defaults. Returns the merged profile unsaved, so the
   * caller can check it before `save`.
   */
  merge(current: UserAttributeProfile, patch: UserAttributeProfilePatch): UserAttributeProfile {
    const attributes: Record<string, UserAttribute> = structuredClone(current.user_attributes);
    for (const [name, attribute] of Object.entries(patch.user_attributes ?? {})) {
      attributes[name] = structuredClone(attribute);
    }
    return {
      id: current.id,
      name: patch.name ?? current.name,
      user_id: patch.user_id ? completeUserId(patch.user_id) : structuredClone(current.user_id),
      user_attributes: attributes,
    };
  }

  /** Replaces a stored profile; it keeps its place. */
  save(profile: UserAttributeProfile): void {
    const entry = this.byId.get(profile.id);
    if (entry) entry.profile = profile;
  }

  /** A new profile after all others; without `user_id` it gets the default mapping. */
  create(id: string, input: UserAttributeProfileCreate): UserAttributeProfile {
    const profile: UserAttributeProfile = {
      id,
      name: input.name,
      user_id: completeUserId(input.user_id ?? {}),
      user_attributes: structuredClone(input.user_attributes),
    };
    this.insert(profile);
    return profile;
  }

  hasName(name: string): boolean {
    return this.entries.some((entry) => entry.profile.name === name);
  }

  delete(id: string): boolean {
    const entry = this.byId.get(id);
    if (!entry) return false;
    this.entries.splice(this.entries.indexOf(entry), 1);
    this.byId.delete(id);
    return true;
  }

  /** Profiles after position `after` (a sequence), at most `take`. */
  page(after: number, take: number): CheckpointPage<UserAttributeProfile> {
    const following = this.entries.filter((entry) => entry.sequence > after);
    const page = following.slice(0, take);
    const last = page.at(-1);
    return {
      items: structuredClone(page.map((entry) => entry.profile)),
      ...(following.length > take && last ? { continueAfter: last.sequence } : {}),
    };
  }

  all(): UserAttributeProfile[] {
    return structuredClone(this.entries.map((entry) => entry.profile));
  }

  templates(): UserAttributeProfileTemplate[] {
    return structuredClone([...this.templateList]);
  }

  template(id: string): UserAttributeProfileTemplate | undefined {
    const template = this.templateList.find((candidate) => candidate.id === id);
    return template && structuredClone(template);
  }

  private insert(profile: UserAttributeProfile): void {
    const entry = { sequence: ++this.lastSequence, profile };
    this.entries.push(entry);
    this.byId.set(profile.id, entry);
  }
}
