import type { TokenExchangeProfile, TokenExchangeProfilePatch } from "../src/api/schemas/index.ts";

/** Memory the written-out pages may hold before they are dropped and written again. */
const PAGE_BYTES_BUDGET = 16 * 1024 * 1024;

/** A profile with its place in insertion order and its JSON, written once per change. */
interface StoredProfile {
  sequence: number;
  id: string;
  subjectTokenType: string;
  json: string;
}

export interface ProfilePage {
  /** The page's profiles as UTF-8 JSON, comma-separated: the inside of the listing's array. */
  items: Buffer;
  /** Sequence of the last profile on the page; present when more profiles follow. */
  continueAfter?: number;
}

/** Why a write was refused: no such profile, or its subject_token_type is another's. */
type ProfileWriteProblem = "not-found" | "subject-taken";

function stored(sequence: number, profile: TokenExchangeProfile): StoredProfile {
  return {
    sequence,
    id: profile.id,
    subjectTokenType: profile.subject_token_type,
    json: JSON.stringify(profile),
  };
}

/**
 * The token exchange profiles in insertion order, kept as JSON written once per change: a
 * listing of 10,000 profiles answers from bytes, not from objects serialised on every page.
 * Sequences only grow, so a `next` issued before a create or delete still continues right after
 * the profile it names: nothing is served twice and nothing that stayed is skipped.
 */
export class TokenExchangeProfileStore {
  private readonly profiles: StoredProfile[];
  private readonly byId = new Map<string, StoredProfile>();
  /** subject_token_type → profile id: unique per tenant. */
  private readonly bySubjectType = new Map<string, string>();
  private lastSequence = 0;
  /** How many profiles the seed's series has produced, so added ones continue it. */
  private seriesLength: number;
  /**
   * Pages already written out, by first index and length. Appending leaves every written page
   * right; a change or a removal drops them all.
   */
  private readonly pageBytes = new Map<string, Buffer>();
  private pageBytesHeld = 0;

  constructor(profiles: readonly TokenExchangeProfile[]) {
    this.profiles = [];
    for (const profile of profiles) this.insert(profile);
    this.seriesLength = profiles.length;
  }

  get count(): number {
    return this.profiles.length;
  }

  /** Appends `count` profiles of the seed's series; `at(index)` makes the one at that place. */
  append(count: number, at: (index: number) => TokenExchangeProfile): TokenExchangeProfile[] {
    const added: TokenExchangeProfile[] = [];
    for (let i = 0; i < count; i++) {
      const profile = at(this.seriesLength++);
      this.insert(profile);
      added.push(profile);
    }
    return added;
  }

  get(id: string): TokenExchangeProfile | undefined {
    const profile = this.byId.get(id);
    return profile && (JSON.parse(profile.json) as TokenExchangeProfile);
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  /** Adds a profile after all others, unless its subject_token_type is taken. */
  create(profile: TokenExchangeProfile): TokenExchangeProfile | "subject-taken" {
    if (this.bySubjectType.has(profile.subject_token_type)) return "subject-taken";
    this.insert(profile);
    return profile;
  }

  /** Changes name and subject_token_type in place; the profile keeps its place in the listing. */
  update(
    id: string,
    patch: TokenExchangeProfilePatch,
    updatedAt: string,
  ): TokenExchangeProfile | ProfileWriteProblem {
    const current = this.byId.get(id);
    if (!current) return "not-found";
    const type = patch.subject_token_type;
    const holder = type === undefined ? undefined : this.bySubjectType.get(type);
    if (holder !== undefined && holder !== id) return "subject-taken";
    const profile: TokenExchangeProfile = {
      ...(JSON.parse(current.json) as TokenExchangeProfile),
      ...patch,
      updated_at: updatedAt,
    };
    const next = stored(current.sequence, profile);
    this.bySubjectType.delete(current.subjectTokenType);
    this.bySubjectType.set(next.subjectTokenType, id);
    this.byId.set(id, next);
    this.profiles[this.indexOf(current.sequence)] = next;
    this.dropPages();
    return profile;
  }

  delete(id: string): boolean {
    const current = this.byId.get(id);
    if (!current) return false;
    this.profiles.splice(this.indexOf(current.sequence), 1);
    this.byId.delete(id);
    if (this.bySubjectType.get(current.subjectTokenType) === id) {
      this.bySubjectType.delete(current.subjectTokenType);
    }
    this.dropPages();
    return true;
  }

  /** Every profile, in listing order. */
  all(): TokenExchangeProfile[] {
    return this.profiles.map((profile) => JSON.parse(profile.json) as TokenExchangeProfile);
  }

  /** Profiles strictly after `after` in insertion order. */
  page(after: number, take: number): ProfilePage {
    const start = this.firstAfter(after);
    const page = this.profiles.slice(start, start + take);
    const last = page.at(-1);
    const more = start + take < this.profiles.length;
    return {
      items: this.bytesOf(start, page),
      ...(more && last ? { continueAfter: last.sequence } : {}),
    };
  }

  private insert(profile: TokenExchangeProfile): void {
    const entry = stored(++this.lastSequence, profile);
    this.profiles.push(entry);
    this.byId.set(entry.id, entry);
    // A profile added through test control may repeat a created one's type: the first keeps it.
    if (!this.bySubjectType.has(entry.subjectTokenType)) {
      this.bySubjectType.set(entry.subjectTokenType, entry.id);
    }
  }

  private dropPages(): void {
    this.pageBytes.clear();
    this.pageBytesHeld = 0;
  }

  private bytesOf(start: number, page: readonly StoredProfile[]): Buffer {
    const key = `${start}:${page.length}`;
    let bytes = this.pageBytes.get(key);
    if (!bytes) {
      bytes = Buffer.from(page.map((profile) => profile.json).join(","));
      if (this.pageBytesHeld + bytes.byteLength > PAGE_BYTES_BUDGET) this.dropPages();
      this.pageBytes.set(key, bytes);
      this.pageBytesHeld += bytes.byteLength;
    }
    return bytes;
  }

  private indexOf(sequence: number): number {
    return this.firstAfter(sequence - 1);
  }

  private firstAfter(sequence: number): number {
    let low = 0;
    let high = this.profiles.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const candidate = this.profiles[middle];
      if (candidate && candidate.sequence <= sequence) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
