import type { Isolated } from "../../lib/isolated";

/** The organization page's Settings form (the create form's fields, filled with saved values). */
export const settingsMessages = {
  submit: "Save changes",
  pending: "Saving the changes…",
  saved: (name: Isolated) => `Saved the changes to ${name}.`,
  nothingChanged: "Nothing has changed: there is nothing to save.",
  draftRestored: "Your unsaved changes to this organization were restored.",
  discardDraft: "Discard changes",
  connectionTitle: "Add connection",
  connectionSubmit: "Add connection",
  connectionPending: "Adding the connection…",
  connectionPick: "Choose a connection, or type its con_ id.",
};
