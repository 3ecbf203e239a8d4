/** Add members (the organization page's Members region). */
export const membersMessages = {
  title: "Add members",
  label: "User ids",
  hint: (n: number) =>
    `One a line or separated by commas, such as auth0|5f7c8ec7c33c6c004bbafe82. Sent ${n} at a time.`,
  submit: "Add members",
  pending: "Adding members…",
  empty: "Enter at least one user id.",
  invalid: (entry: string, problem: string) =>
    `“${entry.slice(0, 40)}” is not a user id: ${problem}`,
  progress: (done: number, total: number) => `Added ${done} of ${total}…`,
  done: (n: number) => `Added ${n} ${n === 1 ? "member" : "members"}.`,
  failed: (done: number, total: number, why: string) =>
    `Added ${done} of ${total}, then a request failed: ${why} The ids not yet added are left in the field.`,
};
