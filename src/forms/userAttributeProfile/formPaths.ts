import { get } from "react-hook-form";
import type { ProfileFormValues } from "./formValues";

/** A path that names one input (text, select) or one list editor of the form. */
function isFieldPath(values: ProfileFormValues, path: string): boolean {
  const value: unknown = get(values, path);
  return typeof value === "string" || Array.isArray(value);
}

/** An object such as `oidc_mapping` is reported on its required input. */
function nearestField(values: ProfileFormValues, path: string): string | undefined {
  if (isFieldPath(values, path)) return path;
  if (isFieldPath(values, `${path}.mapping`)) return `${path}.mapping`;
  return undefined;
}

/**
 * Where an API path (from the contract's schema or a tenant's 400) lands in the form, or
 * undefined when no input fits and the form-level alert should say it. Attributes are keyed by
 * name in the API and by row in the form; a member without an input (the service closes
 * attribute objects) is said in the form-level alert.
 */
export function formPathOf(values: ProfileFormValues, apiPath: string): string | undefined {
  const [head, ...rest] = apiPath.split(".");
  if (head === "name") return rest.length === 0 ? "name" : undefined;
  if (head === "user_id") return nearestField(values, apiPath);
  if (head !== "user_attributes" || rest.length === 0) return undefined;

  // Attribute names may contain dots: the longest name that matches the path wins.
  const rows = values.user_attributes
    .map((row, index) => ({ index, name: row.name }))
    .filter(({ name }) => {
      const joined = rest.join(".");
      return joined === name || joined.startsWith(`${name}.`);
    })
    .sort((a, b) => b.name.length - a.name.length);
  const row = rows[0];
  if (row === undefined) return undefined;
  const property = rest.join(".").slice(row.name.length + 1);
  const base = `user_attributes.${row.index}`;
  if (property === "") return `${base}.name`;
  return nearestField(values, `${base}.${property}`);
}
