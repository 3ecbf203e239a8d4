import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { activityPeopleOptions } from "../../api/history/activity";
import { WRITES, writeLabel } from "../../api/operations";
import { routeHashWith } from "../../lib/routeQuery";
import { Button } from "../../ui/Button";
import { Field } from "../../ui/Field";
import { FILTER_NAMES, type TeamFilters } from "./teamFilters";
import { teamActivityMessages } from "./teamMessages";

const text = teamActivityMessages.filters;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const OPERATIONS = WRITES.map((name) => ({ name, label: writeLabel(name) })).sort((a, b) =>
  a.label.localeCompare(b.label),
);

interface Props {
  path: string;
  /** The filters the route holds: what the form starts from. */
  applied: TeamFilters;
}

/** What is wrong with the typed range, by field; empty when it can be asked for. */
function rangeErrors(filters: TeamFilters): Partial<Record<"from" | "to", string>> {
  const errors: Partial<Record<"from" | "to", string>> = {};
  if (filters.from !== "" && !DAY.test(filters.from)) errors.from = text.badDay;
  if (filters.to !== "" && !DAY.test(filters.to)) errors.to = text.badDay;
  if (!errors.from && !errors.to && filters.from !== "" && filters.to !== "") {
    if (filters.to < filters.from) errors.to = text.order;
  }
  return errors;
}

/**
 * The filters of team Activity. Applied into the route's query, so Back returns to the view
 * before, a link opens the same view, and a reload keeps it.
 */
export function TeamActivityFilters({ path, applied }: Props) {
  const [typed, setTyped] = useState(applied);
  const [errors, setErrors] = useState<ReturnType<typeof rangeErrors>>({});
  const people = useQuery(activityPeopleOptions());
  const set = (name: keyof TeamFilters) => (event: { target: { value: string } }) =>
    setTyped((before) => ({ ...before, [name]: event.target.value }));

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = rangeErrors(typed);
    setErrors(found);
    if (found.from || found.to) {
      const field = found.from ? "from" : "to";
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();
      return;
    }
    const params = Object.fromEntries(FILTER_NAMES.map((name) => [name, typed[name].trim()]));
    window.location.hash = routeHashWith(path, params);
  };

  return (
    <form className="team-filters" onSubmit={apply} noValidate aria-label={text.legend}>
      <Field
        label={text.person}
        hint={people.isError ? text.peopleFailed(people.error.message) : undefined}
      >
        {(a11y) => (
          <select {...a11y} name="person" value={typed.person} onChange={set("person")}>
            <option value="">{text.everyone}</option>
            {/* A person linked to before the list came keeps their option. */}
            {typed.person !== "" && !people.data?.some((one) => one.sub === typed.person) ? (
              <option value={typed.person}>{typed.person}</option>
            ) : null}
            {(people.data ?? []).map((person) => (
              <option key={person.sub} value={person.sub}>
                {person.role
                  ? `${person.name || person.email} (${person.role})`
                  : person.name || person.email}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={text.operation}>
        {(a11y) => (
          <select {...a11y} name="operation" value={typed.operation} onChange={set("operation")}>
            <option value="">{text.anyOperation}</option>
            {OPERATIONS.map((operation) => (
              <option key={operation.name} value={operation.name}>
                {operation.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={text.object}>
        {(a11y) => (
          <input
            {...a11y}
            name="object"
            value={typed.object}
            onChange={set("object")}
            spellCheck={false}
            autoComplete="off"
            className="mono"
          />
        )}
      </Field>
      <Field label={text.from} error={errors.from}>
        {(a11y) => (
          <input {...a11y} type="date" name="from" value={typed.from} onChange={set("from")} />
        )}
      </Field>
      <Field label={text.to} error={errors.to}>
        {(a11y) => <input {...a11y} type="date" name="to" value={typed.to} onChange={set("to")} />}
      </Field>
      <div className="actions team-filter-actions">
        <Button type="submit" variant="primary">
          {text.apply}
        </Button>
        <Button
          onClick={() => {
            setErrors({});
            window.location.hash = `#${path}`;
          }}
        >
          {text.clear}
        </Button>
      </div>
    </form>
  );
}
