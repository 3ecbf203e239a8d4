import { IsolatedText } from "../../../ui/IsolatedText";
import { historyMessages } from "./historyMessages";

const text = historyMessages.entry;

/** A setting's path as the API names it: `metadata.tier`, `user_attributes.email.oidc_mapping`. */
export const fieldPath = (field: readonly string[]) => field.join(".");

/**
 * One value of a setting: absent (not set) and JSON null said apart, a text in quotes (so an
 * empty one shows), anything else as JSON. Values come from the tenant: isolated.
 */
export function FieldValue({ value }: { value: unknown }) {
  if (value === undefined) return <em className="history-absent">{text.notSet}</em>;
  if (value === null) return <code>null</code>;
  if (typeof value === "string") {
    return (
      <>
        “<IsolatedText text={value} />”
      </>
    );
  }
  return (
    <code>
      <IsolatedText text={JSON.stringify(value)} />
    </code>
  );
}

interface FieldChangesProps {
  changes: readonly { field: readonly string[]; before?: unknown; after?: unknown }[];
}

/** Each setting as `path: before → after`; the old value a deletion, the new one an insertion. */
export function FieldChanges({ changes }: FieldChangesProps) {
  return (
    <dl className="history-fields">
      {changes.map((change) => (
        <div key={fieldPath(change.field)} className="history-field">
          <dt>
            <code>
              <IsolatedText text={fieldPath(change.field)} />
            </code>
          </dt>
          <dd>
            <del>
              <FieldValue value={change.before} />
            </del>
            <span className="history-arrow"> → </span>
            <ins>
              <FieldValue value={change.after} />
            </ins>
          </dd>
        </div>
      ))}
    </dl>
  );
}
