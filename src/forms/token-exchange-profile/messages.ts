/** The token exchange profile forms (src/forms/token-exchange-profile); load with their screen. */
export const tokenExchangeProfileFormMessages = {
  name: {
    label: "Name",
    hint: (min: number, max: number) => `${min} to ${max} characters, for people to recognise it.`,
  },
  subjectTokenType: {
    label: "Subject token type",
    // An example no seeded profile holds: typed as it stands, it is not refused as taken.
    hint: "The URI your clients send to use this profile, such as urn:example:partner-token. Each profile has its own; urn:ietf, auth0 and okta namespaces are reserved.",
    taken:
      "Another profile already uses this subject token type: each profile needs its own. Choose another, or change the other profile.",
    takenBy: (name: string, id: string) =>
      `The profile ${name} (${id}) already uses this subject token type: each profile needs its own. Choose another, or change that profile.`,
  },
  action: {
    label: "Action",
    hint: "Choose the action that validates the subject token, by name, or type its id.",
    listLabel: "Deployed custom token exchange actions",
    loading: "Loading the deployed custom token exchange actions…",
    none: "This tenant has no deployed action on the custom token exchange trigger. Deploy one first; a typed action id is still sent as it is.",
    failed: (problem: string) =>
      `Could not list the actions (${problem}). Type the action's id instead.`,
    noScope: (scope: string) =>
      `Listing actions by name needs ${scope}, which this token lacks. Type the action's id.`,
    /** Followed by the action's name and id. */
    chosen: "Chosen:",
    /** Followed by what was typed, quoted. */
    noMatch: "No deployed custom token exchange action is named",
  },
  type: {
    label: "Type",
    hint: "Fixed: custom authentication is the only type the service offers. Neither the type nor the action can change after creation.",
  },
  create: {
    submit: "Create profile",
    pending: "Creating the profile…",
    limit: (max: number) =>
      `This tenant already holds ${max} token exchange profiles, the most the service allows. Delete one you no longer need, then create this one; what you typed is kept.`,
    notAccepted: "The profile was not accepted. Check the fields marked above.",
  },
  edit: {
    heading: "Edit profile",
    submit: "Save changes",
    pending: "Saving the profile…",
    cancel: "Cancel",
    nothingChanged: "Nothing has changed yet: edit the name or the subject token type first.",
    gone: "This profile no longer exists in the tenant: someone deleted it.",
  },
} as const;
