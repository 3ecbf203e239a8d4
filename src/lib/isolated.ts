declare const isolatedText: unique symbol;

/**
 * Text from outside the console's own copy (a tenant's name, id or email) as a catalog message
 * takes it. A message parameter typed `Isolated` cannot be handed a plain string, so a screen
 * cannot put tenant text into a sentence without passing through isolated(); the sentence then
 * reaches the page through src/ui/Sentence.tsx, which isolates each such part (decision 016).
 */
export type Isolated = string & { readonly [isolatedText]: true };

/** First strong isolate and pop directional isolate: the marks around each part. */
export const FSI = "\u2068";
export const PDI = "\u2069";

export function isolated(text: string): Isolated {
  return `${FSI}${text}${PDI}` as Isolated;
}
