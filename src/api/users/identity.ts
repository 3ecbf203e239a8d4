/**
 * How the console tells what names a user: rules of the tenant's identity model, not of any one
 * form. Find user, the risk batch, Add members and the command palette all read typed text with
 * them, so they live beside the users' reads rather than in a form.
 */

/**
 * A user id is `<provider>|<id>`: it always holds a `|`, which no address does. An email holds
 * one `@` with text on both sides and no space.
 */
export function isUserIdText(text: string): boolean {
  return text.includes("|");
}

export function isEmailText(text: string): boolean {
  const at = text.indexOf("@");
  return (
    at > 0 &&
    at === text.lastIndexOf("@") &&
    at < text.length - 1 &&
    !isUserIdText(text) &&
    !/\s/.test(text)
  );
}

/**
 * The distinct connection names of a user's identities, in the tenant's order: a risk
 * assessment clear names one of them. A user read without identities has none.
 */
export function connectionNames(user: {
  readonly identities?: readonly { readonly connection: string }[] | undefined;
}): string[] {
  return [...new Set((user.identities ?? []).map((identity) => identity.connection))];
}
