/** A next page exists when `next` is present and not the empty string. */
export function nextCursor(page: { readonly next?: string | undefined }): string | undefined {
  return page.next ? page.next : undefined;
}
