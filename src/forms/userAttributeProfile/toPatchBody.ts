import {
  NATIVE_MAPPING,
  STRATEGIES,
  type Strategy,
  type UserAttribute,
  type UserAttributeProfilePatch,
  type UserIdMapping,
} from "../../api/schemas";
import {
  type AttributeOverrideValues,
  type AttributeRow,
  attributeRowOf,
  emptyAttributeOverride,
  emptyUserIdOverride,
  type KnownProfile,
  type KnownUserId,
  newAttributeRow,
  type OidcValues,
  type ProfileFormValues,
  type Tristate,
  type UserIdOverrideValues,
  type UserIdValues,
  userIdValuesOf,
} from "./formValues";
import { sameJson } from "./sameJson";

export interface PatchDraft {
  /**
   * Only what differs from the starting point; `{}` when nothing does. Not yet checked: an
   * attribute may lack a required member until the resolver's contract check says so.
   */
  body: UserAttributeProfilePatch;
}

type UserIdOverride = NonNullable<NonNullable<UserIdMapping["strategy_overrides"]>[Strategy]>;
type AttributeOverride = NonNullable<NonNullable<UserAttribute["strategy_overrides"]>[Strategy]>;
type OidcAttributeMapping = NonNullable<UserAttribute["oidc_mapping"]>;

/** Drops the properties whose value is undefined: "not set" is sent as absent. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

/**
 * While an input still shows what the starting point held, that value is sent as the tenant
 * holds it, byte for byte; only what the user changed is rebuilt from the inputs.
 */
function keepOrConvert<V, O>(
  now: V,
  before: V,
  original: O | undefined,
  convert: (value: V) => O | undefined,
): O | undefined {
  return original !== undefined && sameJson(now, before) ? original : convert(now);
}

const text = (value: string) => (value === "" ? undefined : value);
const list = (value: readonly string[]) => (value.length === 0 ? undefined : [...value]);
const choice = <T extends string>(value: T | "") => (value === "" ? undefined : value);
const tristate = (value: Tristate) => (value === "" ? undefined : value === "true");

function own<T>(record: Partial<Record<string, T>> | undefined, key: string): T | undefined {
  return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}

/** Overrides the user did not add compare equal whatever their hidden inputs still hold. */
function presentOnly<T extends { present: boolean }>(
  overrides: Record<Strategy, T>,
  empty: () => T,
): Record<Strategy, T> {
  return Object.fromEntries(
    STRATEGIES.map((strategy) => [
      strategy,
      overrides[strategy].present ? overrides[strategy] : empty(),
    ]),
  ) as Record<Strategy, T>;
}

function comparableUserId(values: UserIdValues): UserIdValues {
  return {
    ...values,
    strategy_overrides: presentOnly(values.strategy_overrides, emptyUserIdOverride),
  };
}

/** The request schema is strict: properties a response added to an override are not sent. */
function requestOverride(override: NonNullable<KnownUserId["strategy_overrides"]>[Strategy]) {
  if (override === undefined) return undefined;
  return compact<UserIdOverride>({
    oidc_mapping: override.oidc_mapping,
    saml_mapping: override.saml_mapping,
    scim_mapping: override.scim_mapping,
  });
}

function userIdOverrides(
  now: Record<Strategy, UserIdOverrideValues>,
  before: Record<Strategy, UserIdOverrideValues>,
  original: KnownUserId["strategy_overrides"],
): UserIdMapping["strategy_overrides"] {
  const entries = STRATEGIES.filter((strategy) => now[strategy].present).map((strategy) => {
    const value = now[strategy];
    const was = before[strategy];
    const kept = requestOverride(original?.[strategy]);
    const override = keepOrConvert(value, was, kept, () =>
      compact<UserIdOverride>({
        oidc_mapping: keepOrConvert(
          value.oidc_mapping,
          was.oidc_mapping,
          kept?.oidc_mapping,
          choice,
        ),
        saml_mapping: keepOrConvert(value.saml_mapping, was.saml_mapping, kept?.saml_mapping, list),
        scim_mapping: keepOrConvert(value.scim_mapping, was.scim_mapping, kept?.scim_mapping, text),
      }),
    );
    return [strategy, override] as const;
  });
  return Object.fromEntries(entries);
}

/** `user_id` is replaced whole by the tenant, so all of it is sent once any part changed. */
function userIdOf(
  now: UserIdValues,
  before: UserIdValues,
  original: KnownUserId | undefined,
): UserIdMapping {
  const originalOverrides =
    original?.strategy_overrides &&
    Object.fromEntries(
      Object.entries(original.strategy_overrides).map(([strategy, override]) => [
        strategy,
        requestOverride(override),
      ]),
    );
  return compact<UserIdMapping>({
    oidc_mapping: keepOrConvert(
      now.oidc_mapping,
      before.oidc_mapping,
      original?.oidc_mapping,
      choice,
    ),
    saml_mapping: keepOrConvert(
      now.saml_mapping,
      before.saml_mapping,
      original?.saml_mapping,
      list,
    ),
    scim_mapping: keepOrConvert(
      now.scim_mapping,
      before.scim_mapping,
      original?.scim_mapping,
      text,
    ),
    strategy_overrides: keepOrConvert(
      comparableUserId(now).strategy_overrides,
      comparableUserId(before).strategy_overrides,
      originalOverrides,
      (overrides) => {
        const built = userIdOverrides(
          overrides,
          before.strategy_overrides,
          original?.strategy_overrides,
        );
        return Object.keys(built ?? {}).length === 0 ? undefined : built;
      },
    ),
  });
}

/** Properties of `mapping` beyond the two with inputs ride along untouched. */
function oidcOf(value: OidcValues, original: OidcAttributeMapping | undefined) {
  if (value.mapping === "" && value.display_name === "") return undefined;
  const { mapping: _mapping, display_name: _displayName, ...unknown } = original ?? {};
  return compact<OidcAttributeMapping>({
    ...unknown,
    mapping: value.mapping,
    display_name: text(value.display_name),
  });
}

function attributeOverrideOf(
  value: AttributeOverrideValues,
  was: AttributeOverrideValues,
  original: AttributeOverride | undefined,
): AttributeOverride {
  const { oidc_mapping: _o, saml_mapping: _s, scim_mapping: _c, ...unknown } = original ?? {};
  return compact<AttributeOverride>({
    ...unknown,
    oidc_mapping: keepOrConvert(value.oidc_mapping, was.oidc_mapping, original?.oidc_mapping, (v) =>
      oidcOf(v, original?.oidc_mapping),
    ),
    saml_mapping: keepOrConvert(value.saml_mapping, was.saml_mapping, original?.saml_mapping, list),
    scim_mapping: keepOrConvert(value.scim_mapping, was.scim_mapping, original?.scim_mapping, text),
  });
}

function attributeOverridesOf(
  now: Record<Strategy, AttributeOverrideValues>,
  before: Record<Strategy, AttributeOverrideValues>,
  original: UserAttribute["strategy_overrides"],
): UserAttribute["strategy_overrides"] {
  const entries = STRATEGIES.filter((strategy) => now[strategy].present).map((strategy) => {
    const kept = original?.[strategy];
    const override = keepOrConvert(now[strategy], before[strategy], kept, (value) =>
      attributeOverrideOf(value, before[strategy], kept),
    );
    return [strategy, override] as const;
  });
  return entries.length === 0 ? undefined : Object.fromEntries(entries);
}

function comparableRow(row: AttributeRow): unknown {
  return {
    ...row,
    strategy_overrides: presentOnly(row.strategy_overrides, emptyAttributeOverride),
  };
}

/** The whole attribute, as PATCH replaces the entry it receives. */
function attributeOf(
  row: AttributeRow,
  before: AttributeRow,
  original: UserAttribute | undefined,
): Partial<UserAttribute> {
  return compact<Partial<UserAttribute>>({
    description: keepOrConvert(row.description, before.description, original?.description, text),
    label: keepOrConvert(row.label, before.label, original?.label, text),
    profile_required: keepOrConvert(
      row.profile_required,
      before.profile_required,
      original?.profile_required,
      tristate,
    ),
    [NATIVE_MAPPING]: keepOrConvert(
      row[NATIVE_MAPPING],
      before[NATIVE_MAPPING],
      original?.[NATIVE_MAPPING],
      text,
    ),
    oidc_mapping: keepOrConvert(
      row.oidc_mapping,
      before.oidc_mapping,
      original?.oidc_mapping,
      (v) => oidcOf(v, original?.oidc_mapping),
    ),
    saml_mapping: keepOrConvert(
      row.saml_mapping,
      before.saml_mapping,
      original?.saml_mapping,
      list,
    ),
    scim_mapping: keepOrConvert(
      row.scim_mapping,
      before.scim_mapping,
      original?.scim_mapping,
      text,
    ),
    strategy_overrides: keepOrConvert(
      presentOnly(row.strategy_overrides, emptyAttributeOverride),
      presentOnly(before.strategy_overrides, emptyAttributeOverride),
      original?.strategy_overrides,
      (overrides) =>
        attributeOverridesOf(overrides, before.strategy_overrides, original?.strategy_overrides),
    ),
  });
}

/**
 * The PATCH body for what the form holds against its starting point: unchanged fields are
 * absent, `user_id` is whole when any part of it changed, and each changed attribute is sent
 * whole.
 */
export function toPatchBody(start: KnownProfile, values: ProfileFormValues): PatchDraft {
  const body: UserAttributeProfilePatch = {};

  if (values.name !== (start.name ?? "")) body.name = values.name;

  const userIdBefore = userIdValuesOf(start.user_id);
  if (!sameJson(comparableUserId(values.user_id), comparableUserId(userIdBefore))) {
    body.user_id = userIdOf(values.user_id, userIdBefore, start.user_id);
  }

  const changed: [string, Partial<UserAttribute>][] = [];
  for (const row of values.user_attributes) {
    const original = row.origin === "" ? undefined : own(start.user_attributes, row.origin);
    const before = original === undefined ? undefined : attributeRowOf(row.origin, original);
    if (before !== undefined && sameJson(comparableRow(row), comparableRow(before))) continue;
    changed.push([row.name, attributeOf(row, before ?? newAttributeRow(), original)]);
  }
  // fromEntries, not assignment: an attribute named "__proto__" stays an ordinary key. The
  // resolver checks the four required members against the contract before a send.
  if (changed.length > 0) {
    body.user_attributes = Object.fromEntries(changed) as Record<string, UserAttribute>;
  }

  return { body };
}

export function hasChanges(draft: PatchDraft): boolean {
  return Object.keys(draft.body).length > 0;
}
