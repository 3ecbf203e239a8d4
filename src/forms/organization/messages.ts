/**
 * The Create organization screen's English, loaded with its chunk (decision 010). Numbers come
 * in already formatted (src/lib/format.ts). A sentence around a value the screen must isolate
 * (a name the tenant returned) is a function returning its parts, so the sentence stays whole
 * for a translator while the screen wraps the value in <bdi>.
 */
export const organizationMessages = {
  page: {
    heading: "Create organization",
    intro:
      "Set up an organization for a customer or a team: its name, how it looks on login pages, its metadata and the connections its members sign in with. Everything is checked before it is saved, and only what you fill in is saved.",
  },
  form: {
    draftRestored: "Your unsaved entries were restored.",
    discardDraft: "Discard draft",
    submit: "Create organization",
    pending: "Creating the organization…",
    nameTaken: "Name already taken: another organization uses it. Choose another name.",
    createdEarlier: (name: string) =>
      `An organization named "${name}" exists, so the earlier attempt whose outcome was unknown most likely created it. Nothing more was created.`,
    notAccepted: "Some values cannot be saved as they are; the messages in the form say which.",
  },
  name: {
    label: "Name",
    required: "Required",
    hint: (max: string) => `Up to ${max} lowercase letters, digits, _ and -, such as acme-eu.`,
    suggested: "Suggested name:",
    use: (name: string) => `Use ${name}`,
  },
  displayName: {
    label: "Display name",
    hint: (max: string) => `Optional. Up to ${max} characters, shown to users.`,
  },
  logo: {
    label: "Logo URL",
    hint: "Optional. The https address of the logo shown on login pages.",
    preview: "Logo preview",
    show: "Show logo",
    placeholder: "No image",
    failed:
      "No image could be loaded from this address: check it, or keep it if the image is not published yet. It is saved as typed.",
  },
  rows: {
    counter: (count: string, max: string) => `${count} of ${max}`,
    remove: "Remove",
  },
  metadata: {
    legend: "Metadata",
    hint: (max: string) => `Keys must be unique; each value holds at most ${max} characters.`,
    add: "Add metadata",
    limit: (max: string) => `The limit is ${max} entries.`,
    key: "Key",
    value: "Value",
    remove: (n: number) => `Remove metadata ${n}`,
  },
  connections: {
    legend: "Enabled connections",
    add: "Add connection",
    limit: (max: string) => `The limit is ${max} connections.`,
    group: (n: number) => `Connection ${n}`,
    remove: (n: number) => `Remove connection ${n}`,
    flags: {
      assign_membership_on_login: "Assign membership on login",
      show_as_button: "Show as button",
      is_signup_enabled: "Signup enabled",
    },
    field: "Connection",
    listLabel: "Connections",
    /** Beside an option this organization has enabled already, which cannot be chosen again. */
    alreadyEnabledTag: "already enabled",
    alreadyEnabled: (name: string) => `${name} is already enabled for this organization.`,
    idOnlyHint: (scope: string, example: string) =>
      `With ${scope} this field would offer the tenant's connections by name. Type the connection id, such as ${example}.`,
    searchHint: (example: string) =>
      `Type part of a connection name to choose it, or its id, such as ${example}.`,
    chosen: <T>(name: T, strategy: T) => ["Chosen: ", name, " (", strategy, ")"],
    searchFailed: <T>(problem: T) => [
      "Connections could not be searched (",
      problem,
      "); type the id instead.",
    ],
    searching: "Searching connections…",
    scopeAll: (read: string) => `all ${read} connections`,
    scopeFirst: (read: string) =>
      `the first ${read} connections; type more of the name to narrow it`,
    noneFound: (term: string, scope: string) =>
      `No connection name contains "${term}" among ${scope}.`,
    found: (found: number, count: string, scope: string) =>
      `${count} ${found === 1 ? "connection" : "connections"} found among ${scope}.`,
  },
  quota: {
    legend: "Token quota",
    toggle: "Set a token quota for client credentials",
    toggleHint: "Limits how many tokens the organization's clients may get (early access).",
    enforce: "Enforce",
    enforceHint: "Refuse tokens beyond the quota instead of only reporting them.",
    perDay: "Per day",
    perHour: "Per hour",
    numberHint: (min: string, max: string) =>
      `A whole number from ${min} to ${max}; leave empty for no limit`,
  },
  thirdParty: {
    legend: "Third-party client access",
    block: "Block",
    blockHint: "Third-party clients cannot use this organization in user flows (default).",
    allow: "Allow",
    allowHint: "Third-party clients can use this organization in user flows.",
  },
  rules: {
    enterKey: "Enter a key, or remove this entry",
    required: "Required",
    keyUsed: (key: string, entry: number) => `Key "${key}" is already used by entry ${entry}`,
    wholeNumber: (min: string, max: string) => `Must be a whole number from ${min} to ${max}`,
  },
  created: {
    heading: "Organization created",
    ready: <T>(name: T) => [name, " is ready to use. These are the values the tenant saved."],
    id: "Id",
    copyId: "Copy id",
    name: "Name",
    displayName: "Display name",
    logoUrl: "Logo URL",
    colors: "Colors",
    primary: (color: string) => `primary ${color}`,
    pageBackground: (color: string) => `page background ${color}`,
    thirdParty: "Third-party clients",
    blocked: "blocked",
    allowed: "allowed",
    notStated: "not stated",
    quota: "Token quota (client credentials)",
    quotaSummary: (enforced: string, perDay: string, perHour: string) =>
      `Enforced: ${enforced}; per day: ${perDay}; per hour: ${perHour}`,
    yes: "yes",
    no: "no",
    notSet: "not set",
    metadataCaption: (count: string) => `Metadata (${count})`,
    key: "Key",
    value: "Value",
    connectionsCaption: (count: string) => `Enabled connections (${count})`,
    connection: "Connection",
    createAnother: "Create another",
    open: "Open organization",
  },
} as const;
