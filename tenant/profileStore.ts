import type { TokenExchangeProfile } from "../src/api/schemas/index.ts";

/** Memory the written-out pages may hold before they are dropped and written again. */
const PAGE_BYTES_BUDGET = 16 * 1024 * 1024;

/** A profile with its place in insertion order and its JSON, written once. */
interface StoredProfile {
  sequence: number;
  json: string;
}

export interface ProfilePage {
  /** The page's profiles as UTF-8 JSON, comma-separated: the inside of the listing's array. */
  items: Buffer;
  /** Sequence of the last profile on the page; present when more profiles follow. */
  continueAfter?: number;
}

/**
 * The token exchange profiles in insertion order, kept as JSON written once: a listing of
 * 10,000 profiles answers from bytes, not from objects serialised on every page.
 */
export class TokenExchangeProfileStore {
  private readonly profiles: StoredProfile[];
  /**
   * Pages already written out, by first index and length. Profiles never change once stored and
   * only ever get appended, so a page's bytes stay right; a listing asks for the same few pages.
   */
  private readonly pageBytes = new Map<string, Buffer>();
  private pageBytesHeld = 0;

  constructor(profiles: readonly TokenExchangeProfile[]) {
    this.profiles = profiles.map((profile, index) => ({
      sequence: index + 1,
      json: JSON.stringify(profile),
    }));
  }

  get count(): number {
    return this.profiles.length;
  }

  /** Appends `count` profiles; `at(index)` makes the one at that 0-based place. */
  append(count: number, at: (index: number) => TokenExchangeProfile): TokenExchangeProfile[] {
    const added: TokenExchangeProfile[] = [];
    for (let i = 0; i < count; i++) {
      const index = this.profiles.length;
      const profile = at(index);
      this.profiles.push({ sequence: index + 1, json: JSON.stringify(profile) });
      added.push(profile);
    }
    return added;
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

  private bytesOf(start: number, page: readonly StoredProfile[]): Buffer {
    const key = `${start}:${page.length}`;
    let bytes = this.pageBytes.get(key);
    if (!bytes) {
      bytes = Buffer.from(page.map((profile) => profile.json).join(","));
      if (this.pageBytesHeld + bytes.byteLength > PAGE_BYTES_BUDGET) {
        this.pageBytes.clear();
        this.pageBytesHeld = 0;
      }
      this.pageBytes.set(key, bytes);
      this.pageBytesHeld += bytes.byteLength;
    }
    return bytes;
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
