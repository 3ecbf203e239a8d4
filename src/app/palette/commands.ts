import { ID_PATTERNS } from "../../api/schemas/ids";
import { LIMITS } from "../../api/schemas/limits";
import { OPERATION_SCOPES } from "../../api/schemas/scopes";
import { isEmailText } from "../../api/users/identity";
import { routeHash } from "../../lib/routeQuery";
import { organizationHash } from "../../pages/organizations/organizationPath";
import {
  detailsHash,
  NEW_PATH as NEW_TOKEN_EXCHANGE_PROFILE,
} from "../../pages/token-exchange-profiles/details/detailsRoute";
import { NEW_PATH as NEW_ATTRIBUTE_PROFILE } from "../../pages/user-attribute-profiles/paths";
import { paletteMessages } from "./messages";

const text = paletteMessages;

type GroupName = keyof typeof paletteMessages.groups;

/** One thing the palette can do: every command goes to an address. */
export interface PaletteCommand {
  /** Unique in the list: the combobox item's value. */
  key: string;
  label: string;
  /** An id shown beside the label, in the mono face. */
  detail?: string | undefined;
  /** The scope the token lacks for it, named beside it. */
  missingScope?: string | undefined;
  hash: string;
}

export interface PaletteGroup {
  name: GroupName;
  commands: readonly PaletteCommand[];
}

interface ScreenInfo {
  path: string;
  label: string;
  scope?: string | undefined;
}

export interface NamedProfile {
  id: string;
  name: string;
}

export interface PaletteInput {
  text: string;
  scopes: readonly string[];
  screens: readonly ScreenInfo[];
  tokenExchangeProfiles: readonly NamedProfile[];
  userAttributeProfiles: readonly NamedProfile[];
  /** Organizations found by name (a whole name is read at once). */
  organizations?: readonly NamedProfile[] | undefined;
}

/** Other words people reach a screen by; matched like its label. */
const SCREEN_WORDS: Readonly<Record<string, string>> = {
  "/organizations/new": "new add",
  "/user-attribute-profiles": "edit mapping saml oidc scim",
  "/risk-assessments": "clear user device blocked",
  "/activity": "log history writes audit",
};

/** The editor opens the profile the address names (`?profile=`). */
const ATTRIBUTE_PROFILE_PATH = "/user-attribute-profiles";
const ATTRIBUTE_PROFILE_PARAM = "profile";
/** The risk screen fills User id from the address (`?user=`). */
const RISK_PATH = "/risk-assessments";
const RISK_USER_PARAM = "user";
/** The risk screen's Find user takes its text from the address (`?find=`). */
const RISK_FIND_PARAM = "find";

const words = (value: string) => value.toLocaleLowerCase().split(/\s+/).filter(Boolean);

/** Every word typed is part of the text, in any order and case. */
export function matchesWords(haystack: string, typed: string): boolean {
  const lower = haystack.toLocaleLowerCase();
  return words(typed).every((word) => lower.includes(word));
}

/** A name or id containing what was typed, in any case. */
export function matchesProfile(profile: NamedProfile, typed: string): boolean {
  const wanted = typed.trim().toLocaleLowerCase();
  return (
    profile.name.toLocaleLowerCase().includes(wanted) ||
    profile.id.toLocaleLowerCase().includes(wanted)
  );
}

const isTokenExchangeProfileId = (typed: string) =>
  ID_PATTERNS.tokenExchangeProfile.test(typed.trim());
const isAttributeProfileId = (typed: string) => ID_PATTERNS.userAttributeProfile.test(typed.trim());

/** Other resources' ids (`tep_…`, `uap_…`, `con_…`, `org_…`), whole or begun. */
const OTHER_ID = /^(?:org|tep|uap|con)_/i;

/**
 * Could be a user id: one word within the contract's length, not another resource's id.
 * User ids are `provider|id` (`oidc|5f7c…`), so one with a `|` is most likely meant as one.
 */
export function userIdKind(typed: string): "likely" | "possible" | "no" {
  const value = typed.trim();
  const { min, max } = LIMITS.riskAssessment.userId;
  if (value.length < min || value.length > max || /\s/.test(value) || OTHER_ID.test(value)) {
    return "no";
  }
  return value.includes("|") ? "likely" : "possible";
}

/** What the tenant is searched for: nothing for an empty text or a whole id, taken as it is. */
export function searchTerm(typed: string): string {
  const term = typed.trim();
  return term === "" || Object.values(ID_PATTERNS).some((id) => id.test(term)) ? "" : term;
}

function screenCommands({ text: typed, scopes, screens }: PaletteInput): PaletteCommand[] {
  return screens
    .filter((screen) => matchesWords(`${screen.label} ${SCREEN_WORDS[screen.path] ?? ""}`, typed))
    .map((screen) => ({
      key: `screen:${screen.path}`,
      label: screen.label,
      missingScope:
        screen.scope !== undefined && !scopes.includes(screen.scope) ? screen.scope : undefined,
      hash: `#${screen.path}`,
    }));
}

/** Tasks that start something new, each at its own address with the scope it needs. */
const TASKS = [
  {
    path: NEW_TOKEN_EXCHANGE_PROFILE,
    label: text.newTokenExchangeProfile,
    scope: OPERATION_SCOPES.createTokenExchangeProfile,
  },
  {
    path: NEW_ATTRIBUTE_PROFILE,
    label: text.newAttributeProfile,
    scope: OPERATION_SCOPES.createUserAttributeProfile,
  },
] as const;

/** Offered once something is typed ("new", "create profile"): the empty list stays the screens. */
function taskCommands({ text: typed, scopes }: PaletteInput): PaletteCommand[] {
  if (typed.trim() === "") return [];
  return TASKS.filter((task) => matchesWords(`${task.label} create add`, typed)).map((task) => ({
    key: `task:${task.path}`,
    label: task.label,
    missingScope: scopes.includes(task.scope) ? undefined : task.scope,
    hash: `#${task.path}`,
  }));
}

/**
 * What was found of one kind that matches the text typed (nothing for no text): its name, its id
 * beside it, keyed `kind:id` and going to `hashOf(id)`.
 */
function foundCommands(
  found: readonly NamedProfile[],
  typed: string,
  kind: string,
  hashOf: (id: string) => string,
): PaletteCommand[] {
  if (typed === "") return [];
  return found
    .filter((item) => matchesProfile(item, typed))
    .map((item) => ({
      key: `${kind}:${item.id}`,
      label: item.name,
      detail: item.id,
      hash: hashOf(item.id),
    }));
}

function tokenExchangeCommands({ text: typed, tokenExchangeProfiles }: PaletteInput) {
  const id = typed.trim();
  if (isTokenExchangeProfileId(id)) {
    // The details drawer reads the tenant for it: no need to have found it first.
    return [{ key: `tep:${id}`, label: text.openProfile(id), hash: detailsHash(id) }];
  }
  return foundCommands(tokenExchangeProfiles, id, "tep", detailsHash);
}

function attributeProfileCommands({ text: typed, scopes, userAttributeProfiles }: PaletteInput) {
  const id = typed.trim();
  const toEditor = (profileId: string) =>
    routeHash(ATTRIBUTE_PROFILE_PATH, ATTRIBUTE_PROFILE_PARAM, profileId);
  if (isAttributeProfileId(id)) {
    const scope = OPERATION_SCOPES.getUserAttributeProfile;
    return [
      {
        key: `uap:${id}`,
        label: text.editAttributeProfile(id),
        missingScope: scopes.includes(scope) ? undefined : scope,
        hash: toEditor(id),
      },
    ];
  }
  return foundCommands(userAttributeProfiles, id, "uap", toEditor);
}

function organizationCommands({ text: typed, organizations = [] }: PaletteInput) {
  return foundCommands(organizations, typed.trim(), "org", organizationHash);
}

/**
 * "Find user …": an address (what a ticket gives) is looked up on the risk screen's Find user
 * (needs read:users). A name is typed there: in the palette, words also name screens.
 */
function findUserCommands({ text: typed, scopes }: PaletteInput): PaletteCommand[] {
  const value = typed.trim();
  if (!isEmailText(value)) return [];
  const scope = OPERATION_SCOPES.searchUsers;
  return [
    {
      key: "risk:find",
      label: text.findUser(value),
      missingScope: scopes.includes(scope) ? undefined : scope,
      hash: routeHash(RISK_PATH, RISK_FIND_PARAM, value),
    },
  ];
}

function riskCommands(input: PaletteInput): PaletteCommand[] {
  const userId = input.text.trim();
  const find = findUserCommands(input);
  // Only what reads as an id (a provider, a `|`) is offered a clear: a word may be an id, but
  // offering "Clear risk assessments for acme" for every word searched is noise; an address is
  // a user to find.
  if (userIdKind(userId) !== "likely" || isEmailText(userId)) return find;
  const scope = OPERATION_SCOPES.clearRiskAssessments;
  const clear = {
    key: "risk:user",
    label: text.clearForUser(userId),
    missingScope: input.scopes.includes(scope) ? undefined : scope,
    hash: routeHash(RISK_PATH, RISK_USER_PARAM, userId),
  };
  return [clear, ...find];
}

/**
 * The palette's list for what was typed, in groups. A text that looks like a user id puts its
 * clear first, so Enter does what was most likely meant; profiles found later never move it.
 */
export function paletteGroups(input: PaletteInput): PaletteGroup[] {
  const groups: PaletteGroup[] = [
    { name: "screens", commands: [...screenCommands(input), ...taskCommands(input)] },
    { name: "tokenExchangeProfiles", commands: tokenExchangeCommands(input) },
    { name: "userAttributeProfiles", commands: attributeProfileCommands(input) },
    { name: "organizations", commands: organizationCommands(input) },
  ];
  const risk: PaletteGroup = { name: "riskAssessments", commands: riskCommands(input) };
  if (userIdKind(input.text) === "likely" || isEmailText(input.text.trim())) groups.unshift(risk);
  else groups.push(risk);
  return groups.filter((group) => group.commands.length > 0);
}

export function commandCount(groups: readonly PaletteGroup[]): number {
  return groups.reduce((sum, group) => sum + group.commands.length, 0);
}
