/** The text of what every form shares (this folder): the reason field, the request preview. */
export const sharedFormMessages = {
  reason: {
    label: "Reason",
    hint: (max: number) =>
      `Optional, such as a ticket number; at most ${max} characters on one line. It is kept in this tab's Activity (and the console server's audit log, when the console has its own server), never sent to the tenant.`,
  },
  request: {
    summary: "Request preview",
    body: "Request body",
    copyCurl: "Copy as cURL",
  },
  lineList: {
    lines: (count: string) => `${count} lines`,
    why: "in the list, summarized here: as text, a list this long slows the page down.",
    editAsText: "Edit as text",
    showAsText: "Show as text",
    slowNote: "As text, every line is shown in the box; the page may pause for a moment.",
    clear: "Clear list",
  },
  unsavedChanges: "You have unsaved changes on this screen. Leave anyway?",
} as const;
