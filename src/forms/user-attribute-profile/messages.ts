import type { Strategy } from "../../api/schemas/userAttributeProfile";
import type { Isolated } from "../../lib/isolated";
import type { ConfirmCopy } from "../shared/confirmCopy";

/** "1 override", "3 SAML names": the catalog imports no code, not even src/lib/plural. */
const counted = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;

/**
 * The user attribute profile editor (this folder, and the profile links in
 * src/pages/user-attribute-profiles); loads with its screen. Field labels of the profile's tables stay in
 * fields.ts beside the codecs that read and write them.
 */
export const userAttributeProfileMessages = {
  heading: "Edit a user attribute profile",
  create: {
    link: "New profile",
    done: (name: Isolated) => `Created profile ${name}.`,
    heading: "New user attribute profile",
    intro:
      "Start from one of the service's templates, or from nothing, and shape the profile in the editor below. Nothing is sent until you press Create profile.",
    template: "Template",
    templateHint: "Choosing one replaces what the form holds with the template's attributes.",
    blank: "Blank profile",
    templatesLoading: "Loading the templates…",
    templatesFailed: (problem: string) => `Could not load the templates (${problem}). Start blank.`,
    noScope: (problem: string) => `${problem}. Start blank.`,
    confirmReplace: "Replace what you have entered with this template?",
    replace: "Replace",
    keep: "Keep my entries",
    submit: "Create profile",
    pending: "Creating the profile…",
    taken: "The tenant refused the profile as a conflict: another profile may have this name.",
    back: "Back to editing profiles",
    nameHint: (min: number, max: number) => `${min} to ${max} characters.`,
    attributesHint:
      "Every attribute below is sent. Added, Changed and Removed compare with the template you chose.",
  },
  delete: {
    button: "Delete profile",
    confirmDelete: {
      question: (name) => `Delete profile ${name}?`,
      consequence: "Connections that use it lose its attribute mappings. This cannot be undone.",
      confirmLabel: "Delete",
      cancelLabel: "Cancel",
      pendingText: "Deleting the profile…",
    } satisfies ConfirmCopy,
    done: (name: Isolated) => `Deleted profile ${name}.`,
  },
  intro:
    "Open a profile, change what you need and save: only your changes are sent, and everything else in the profile stays as it is.",
  cannotRead: (scope: string) =>
    `This token can't read user attribute profiles: it needs ${scope}. With it, this screen lists the tenant's profiles and opens one to show what it holds. Without it, paste the profile's JSON in "Start from JSON" to start from what the tenant holds.`,
  /** How a failed save names the write (serverErrors' sentences). */
  write: { doing: "saving the profile", result: "the changes were saved" },
  kept: "Your changes are still in the form.",
  confirmReplace: "Replace your unsaved changes? They will be lost.",
  confirmDiscard: "Discard your unsaved changes?",
  list: {
    heading: "Profiles in the tenant",
    rateLimited: "The tenant is limiting requests; loading again in",
    listFailed: "Could not list the profiles.",
    moreFailed: "Could not load more profiles.",
    startAgain: "Start the list again",
    loadMore: "Load more profiles",
    /** The progress sentences of the testing contract. */
    progress: {
      loading: "Loading profiles…",
      none: "No profiles loaded",
      loaded: (n: number) => `Loaded ${n} profiles`,
      all: (n: number) => `All ${n} profiles loaded`,
    },
  },
  id: {
    label: "Profile id",
    hint: 'The id of the profile to change: "uap_" and 22 letters or digits.',
    hintWithOpen:
      'The id of the profile to change: "uap_" and 22 letters or digits. Open profile reads what the tenant holds.',
    open: "Open profile",
    rateLimited: "The tenant is limiting requests; reading again in",
    reading: "Reading the profile…",
    empty: "Enter the id of the profile to change",
    invalid: "Not a user attribute profile id",
    unknown: "The tenant has no user attribute profile with this id",
    unknownAlert: (id: string) =>
      `The tenant has no user attribute profile ${id}. Check the Profile id; your changes are still here.`,
    openFailed: (id: string, reason: string) =>
      `Could not open ${id}. ${reason} Nothing in the form changed.`,
  },
  /** The paragraph of the testing contract that starts "Starting point". */
  start: {
    lead: (id: string | null) => (id ? `Starting point for ${id}:` : "Starting point:"),
    nothing: "nothing is known of this profile yet, so only what you fill in is sent.",
    json: "the pasted JSON.",
    saved: (at: string) => `last saved here at ${at}.`,
    read: (at: string) => `read from the tenant at ${at}.`,
    restored: "Your unsaved changes from before the reload are back.",
    elsewhere: (from: string, id: string) =>
      `Your changes start from what is known of ${from}, but the Profile id is now ${id}. Saving sends them to ${id}.`,
    startOver: (id: string) => `Start over for ${id}`,
    offerLastSaved: (at: string) => `Use last saved here (${at})`,
    discard: "Discard changes",
  },
  json: {
    summary: "Start from JSON",
    label: "Profile JSON",
    hint: "A whole profile as the tenant returns it, or just the parts to change. The form then starts from it, as if the tenant held it now: only the changes you make afterwards are sent.",
    fill: "Fill the form from JSON",
    filled: "The form now starts from the pasted JSON.",
    otherProfile: (pasted: string, id: string) =>
      `This JSON is the profile ${pasted}, but the Profile id is ${id}. Change the Profile id, or paste the profile ${id}.`,
  },
  /** Inputs whose labels are not in a field table (fields.ts). */
  mapping: {
    oidcClaim: "OIDC claim",
    oidcDisplayName: "OIDC display name",
    samlName: "SAML name",
  },
  form: {
    heading: "Profile",
    chooseFirst:
      "No profile chosen yet: pick one from the list, or enter its Profile id (Open profile shows what it holds), or paste its JSON in Start from JSON. The form below then starts from that profile.",
    name: "Name",
    nameHint: (min: number, max: number) =>
      `${min} to ${max} characters. Left as it is, it is not sent.`,
  },
  userId: {
    legend: "User id mapping",
    edit: "Edit user id mapping",
    close: "Close user id mapping",
    known:
      "The tenant replaces the user id mapping whole, so a change to any part sends all of it.",
    unknown:
      "Nothing is known of this mapping yet. What you set here replaces the tenant's mapping whole: anything left empty returns to the tenant's default.",
    oidc: (claim: string) => `OIDC claim ${claim}`,
    oidcDefault: "sub (default)",
    samlNames: (n: number) => counted(n, "SAML name"),
    samlDefault: "default SAML names",
    scim: (attribute: string) => `SCIM ${attribute}`,
    scimDefault: "externalId (default)",
    overrides: (n: number) => counted(n, "strategy override"),
  },
  attributes: {
    heading: "User attributes",
    hint: "Only the attributes you change are saved, each one whole. Attributes the tenant holds cannot be removed here.",
    empty: "No attributes known. Add one, or start from a JSON.",
    untitled: (n: number) => `New attribute ${n}`,
    noLabel: "no label",
    mappedFor: (protocols: string) => `Mapped for ${protocols}`,
    unmapped: "No SAML, OIDC or SCIM mapping",
    overrides: (n: number) => counted(n, "override"),
    needsFix: "Needs a fix",
    edit: "Edit",
    close: "Close",
    editLabel: (name: Isolated) => `Edit attribute ${name}`,
    closeLabel: (name: Isolated) => `Close attribute ${name}`,
    name: "Attribute name",
    newNameHint:
      "Unique in the profile. An attribute of this name on the tenant is replaced whole.",
    fixedNameHint: "Fixed: the tenant holds it.",
    remove: "Remove attribute",
    removeLabel: (name: Isolated) => `Remove attribute ${name}`,
    add: "Add attribute",
    full: (max: number) => `A profile holds at most ${max} attributes.`,
    added: "Added",
    changed: "Changed",
    removed: "Removed:",
  },
  overrides: {
    none: "No strategy overrides.",
    count: (n: number, strategies: string) => `${counted(n, "override")}: ${strategies}`,
    show: "Show overrides",
    hide: "Hide overrides",
    legend: (strategy: Isolated) => `Override for ${strategy}`,
    remove: "Remove override",
    removeLabel: (strategy: Isolated) => `Remove override for ${strategy}`,
    strategy: "Strategy",
    /** Words for people beside each key; the contract's keys are neutral names. */
    strategyNames: {
      "federation-server": "Federation server",
      ad: "Enterprise directory",
      adfs: "Directory federation service",
      waad: "Cloud directory",
      "workspace-suite": "Workspace suite",
      "workforce-idp": "Workforce identity provider",
      oidc: "OpenID Connect",
      samlp: "SAML",
    } satisfies Record<Strategy, string>,
    strategyOption: (name: string, key: string) => `${name} (${key})`,
    add: "Add override",
  },
  items: {
    item: (label: string, n: number) => `${label} ${n}`,
    moveUp: "Move up",
    moveDown: "Move down",
    remove: "Remove",
    moveUpLabel: (item: string) => `Move up ${item}`,
    moveDownLabel: (item: string) => `Move down ${item}`,
    removeLabel: (item: string) => `Remove ${item}`,
    add: (label: string) => `Add ${label}`,
  },
  save: {
    button: "Save changes",
    pending: "Saving…",
    noId: "Enter a valid Profile id to see what will be sent.",
    nothingChanged: "Nothing differs from what the form started from yet.",
  },
  result: {
    heading: (id: string, at: string) => `Saved ${id} at ${at}`,
    unchanged: "The tenant's profile already held these values: nothing changed.",
    caption: "What changed",
    field: "Field",
    before: "Before",
    after: "After",
    notSet: "not set",
    notKnown: "not known",
    savedProfile: "Saved profile",
    copy: "Copy saved profile JSON",
  },
} as const;
