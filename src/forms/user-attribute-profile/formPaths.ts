import type { FieldPath } from "react-hook-form";
import type { FormPathMapper } from "../shared/serverErrors";
import {
  ATTRIBUTE_FIELDS,
  type Fields,
  USER_ID_FIELDS,
  type UserAttributeProfileFormValues,
} from "./fields";

/**
 * The input an API path below `fields` lands on, read off the field table: a list item is its
 * own input, an OIDC mapping object is reported on its required `mapping`, an override goes one
 * table down. Undefined when the path names no input.
 */
function fieldPath(fields: Fields, path: readonly string[]): string | undefined {
  const [key, ...rest] = path;
  const codec = key === undefined ? undefined : fields[key];
  if (key === undefined || codec === undefined) return undefined;
  const { widget } = codec;
  if (widget.kind === "text" || widget.kind === "select") return rest.length ? undefined : key;
  if (widget.kind === "list") return rest.length <= 1 ? [key, ...rest].join(".") : undefined;
  if (widget.kind === "oidc") {
    const [member = "mapping", ...more] = rest;
    return more.length === 0 && ["mapping", "display_name"].includes(member)
      ? `${key}.${member}`
      : undefined;
  }
  const [strategy, ...inner] = rest;
  const below = fieldPath(widget.fields, inner);
  return strategy === undefined || below === undefined ? undefined : `${key}.${strategy}.${below}`;
}

/**
 * Where an API path (from the contract's schema or a tenant's 400) lands in the form, or
 * undefined when no input fits and the form-level alert should say it. Attributes are keyed by
 * name in the API and by row in the form.
 */
export const toFormPath: FormPathMapper<UserAttributeProfileFormValues> = (apiPath, values) => {
  const path = formPathOf(
    values,
    typeof apiPath === "string" ? apiPath : apiPath.map(String).join("."),
  );
  // formPathOf only returns paths that exist in these values.
  return path as FieldPath<UserAttributeProfileFormValues> | undefined;
};

function formPathOf(values: UserAttributeProfileFormValues, apiPath: string): string | undefined {
  const [head, ...rest] = apiPath.split(".");
  if (head === "name") return rest.length === 0 ? "name" : undefined;
  if (head === "user_id") {
    const path = fieldPath(USER_ID_FIELDS, rest);
    return path === undefined ? undefined : `user_id.${path}`;
  }
  if (head !== "user_attributes" || rest.length === 0) return undefined;
  // Attribute names may contain dots: the longest name that matches the path wins.
  const joined = rest.join(".");
  const row = values.user_attributes
    .map((attribute, index) => ({ index, name: attribute.name }))
    .filter(({ name }) => joined === name || joined.startsWith(`${name}.`))
    .sort((a, b) => b.name.length - a.name.length)[0];
  if (row === undefined) return undefined;
  const base = `user_attributes.${row.index}`;
  if (joined === row.name) return `${base}.name`;
  const path = fieldPath(ATTRIBUTE_FIELDS, joined.slice(row.name.length + 1).split("."));
  return path === undefined ? undefined : `${base}.${path}`;
}
