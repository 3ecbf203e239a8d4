import { tokenExchangeProfilesMessages as text } from "../messages";

/** The profile's fields by label; the details drawer lists them all. */
export const FIELD_LABELS = text.fields;
/** Column headers that are not one field's label. */
export const COLUMN_LABELS = { action: text.columns.action } as const;

/**
 * The grid's columns, in order: created and updated share one, "Updated 2 years ago". The type
 * (one value for every profile today) is left to the details, giving the name its room.
 */
export const COLUMNS = [
  { field: "name", label: FIELD_LABELS.name },
  { field: "id", label: FIELD_LABELS.id },
  { field: "subject_token_type", label: FIELD_LABELS.subject_token_type },
  { field: "action_id", label: COLUMN_LABELS.action },
  { field: "changed", label: FIELD_LABELS.changed },
] as const;

/** Fixed heights (px): rows are never measured, which keeps 10,000 rows cheap to lay out. */
export const ROW_HEIGHT = 44;
export const HEADER_HEIGHT = 40;
/** A card on a phone (profiles.css): the name on two lines, the id with Copy, three more lines. */
const PHONE_ROW_HEIGHT = 172;

/** The heights the grid lays out with; on a phone the column headers are for screen readers only. */
export function gridMetrics(phone: boolean): { row: number; header: number } {
  return phone ? { row: PHONE_ROW_HEIGHT, header: 0 } : { row: ROW_HEIGHT, header: HEADER_HEIGHT };
}

/** profiles.css sizes the grid `min(60vh, 36rem)`, on a phone `min(70vh, 40rem)`, with 1 px borders. */
const GRID_HEIGHT = { wide: { vh: 60, rem: 36 }, phone: { vh: 70, rem: 40 } };
const GRID_BORDERS = 2;
const ROOT_FONT_PX = 16;

/**
 * The grid's inner height before it is laid out, from the window's: the virtualizer starts from
 * it, so the first render draws every row in view, where a 0 px start drew a few and the
 * measuring pass added the rest in a second render. A root font other than 16 px only costs
 * that second render again.
 */
export function expectedGridHeight(phone: boolean, windowHeight: number): number {
  const { vh, rem } = phone ? GRID_HEIGHT.phone : GRID_HEIGHT.wide;
  return Math.round(Math.min((windowHeight * vh) / 100, rem * ROOT_FONT_PX)) - GRID_BORDERS;
}
