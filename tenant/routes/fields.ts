/**
 * `fields` with `include_fields=true` (the default) keeps only the listed properties; with
 * `false` it leaves them out. Without `fields` the resource is whole.
 */
export function trimFields(
  resource: object,
  fields: readonly string[] | undefined,
  includeFields: "true" | "false" | undefined,
): Record<string, unknown> {
  const entries = Object.entries(resource);
  if (fields === undefined) return Object.fromEntries(entries);
  const keep = includeFields !== "false";
  return Object.fromEntries(entries.filter(([key]) => fields.includes(key) === keep));
}
