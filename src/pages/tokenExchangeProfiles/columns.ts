/** The grid's columns, in order; the details panel uses the same labels. */
export const COLUMNS = [
  { field: "name", label: "Name" },
  { field: "id", label: "Id" },
  { field: "subject_token_type", label: "Subject token type" },
  { field: "action_id", label: "Action id" },
  { field: "type", label: "Type" },
  { field: "created_at", label: "Created" },
  { field: "updated_at", label: "Updated" },
] as const;

/** Fixed heights (px): rows are never measured, which keeps 10,000 rows cheap to lay out. */
export const ROW_HEIGHT = 44;
export const HEADER_HEIGHT = 40;
