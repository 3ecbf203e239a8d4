import type { QueryClient } from "@tanstack/react-query";
import { historyChanged } from "../history/cache";
import type { UserAttributeProfile } from "../schemas/userAttributeProfile";
import { userAttributeProfileKeys } from "./keys";

/**
 * What each profile write changes in the cache, for every screen that makes it. The links list
 * is read again (a name may change, a profile may join or leave it) and the palette's searches
 * are forgotten until next asked.
 */
function listsChanged(cache: QueryClient): void {
  void cache.invalidateQueries({ queryKey: userAttributeProfileKeys.lists() });
  cache.removeQueries({ queryKey: userAttributeProfileKeys.searches() });
}

/** A created profile opens from the cache, and the lists read it. */
export function attributeProfileCreated(cache: QueryClient, profile: UserAttributeProfile): void {
  cache.setQueryData(userAttributeProfileKeys.detail(profile.id), profile);
  listsChanged(cache);
}

/** A saved profile reads as saved wherever it is opened or listed. */
export function attributeProfileSaved(cache: QueryClient, profile: UserAttributeProfile): void {
  cache.setQueryData(userAttributeProfileKeys.detail(profile.id), profile);
  historyChanged(cache, "user_attribute_profile", profile.id);
  listsChanged(cache);
}

/** A deleted profile leaves the lists and the searches. */
export function attributeProfileDeleted(cache: QueryClient, id: string): void {
  cache.removeQueries({ queryKey: userAttributeProfileKeys.detail(id) });
  listsChanged(cache);
}
