import { Banner } from "./Banner";
/**
 * A region's scope notes: a line for each of its operations the token lacks the scope of
 * ("This token can't add members to organizations: it needs create:organization_members."),
 * nothing when it has them all. `id` lets the disabled controls be described by the notes.
 */
export function ScopeNotes({
  id,
  problems,
}: {
  id?: string;
  /** One an operation; undefined where the token has its scope. */
  problems: readonly (string | undefined)[];
}) {
  const notes = problems.filter((problem): problem is string => problem !== undefined);
  if (notes.length === 0) return null;
  return (
    <Banner as="ul" tone="warning" id={id}>
      {notes.map((note) => (
        <li key={note}>{note}.</li>
      ))}
    </Banner>
  );
}
