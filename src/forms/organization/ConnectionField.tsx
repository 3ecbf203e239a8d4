import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { type Control, useController } from "react-hook-form";
import type { ApiClient } from "../../api/client";
import {
  type ConnectionSearch,
  connectionSearchOptions,
  looksLikeConnectionId,
  matchesConnection,
} from "../../api/connections/search";
import type { Connection } from "../../api/schemas/connection";
import { OPERATION_SCOPES } from "../../api/schemas/scopes";
import { formatNumber } from "../../lib/format";
import { Field } from "../../ui/Field";
import { IsolatedText } from "../../ui/IsolatedText";
import { useDebouncedValue } from "../../ui/useDebouncedValue";
import { OptionCombobox } from "../shared/OptionCombobox";
import { organizationMessages } from "./messages";
import type { OrganizationFormValues } from "./schema";

/** Long enough to let a name be typed, short enough to feel immediate. */
const SEARCH_DELAY_MS = 250;
const ID_EXAMPLE = '"con_Oa1dc7Xq2Lm9Pz4K"';
const text = organizationMessages.connections;

interface Props {
  index: number;
  control: Control<OrganizationFormValues>;
  error: string | undefined;
  /** The client to search connections with; undefined when the token lacks read:connections. */
  searchWith: ApiClient | undefined;
  /** Connections enabled already, by id (with their names): offered, marked, not choosable. */
  enabled?: ReadonlyMap<string, string>;
}

/**
 * The row's connection: a combobox that offers the tenant's connections by name and fills in
 * the chosen one's id, or a plain id input when the token cannot list connections. Either way
 * the form holds the id, so validation, duplicates and drafts stay as they were.
 */
export function ConnectionField({ searchWith, ...props }: Props) {
  return searchWith ? (
    <ConnectionCombobox {...props} client={searchWith} />
  ) : (
    <ConnectionIdInput {...props} />
  );
}

const nameOf = (index: number) => `enabled_connections.${index}.connection_id` as const;

function ConnectionIdInput({ index, control, error }: Omit<Props, "searchWith">) {
  const { field } = useController({ control, name: nameOf(index) });
  return (
    <Field
      label={text.field}
      error={error}
      hint={text.idOnlyHint(OPERATION_SCOPES.listConnections, ID_EXAMPLE)}
    >
      {(a11y) => (
        <input {...a11y} {...field} autoComplete="off" spellCheck={false} className="mono" />
      )}
    </Field>
  );
}

function ConnectionCombobox({
  index,
  control,
  error,
  client,
  enabled,
}: Omit<Props, "searchWith"> & { client: ApiClient }) {
  const { field } = useController({ control, name: nameOf(index) });
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<Connection | undefined>(undefined);
  const term = useDebouncedValue(field.value, SEARCH_DELAY_MS);
  // Read from what is typed now, not the debounced term: a pasted id would otherwise show the
  // search status for one debounce and take it back, moving everything below the field while
  // the person (or a test) reaches for it.
  const searching = open && !looksLikeConnectionId(field.value) && !looksLikeConnectionId(term);
  const cache = useQueryClient();
  // A superseded search loses its observer, and TanStack Query aborts its signal.
  const search = useQuery({ ...connectionSearchOptions(client, term, cache), enabled: searching });
  // What was found for the last pause, narrowed at once to what has been typed since.
  const matches = (search.data?.matches ?? []).filter((connection) =>
    matchesConnection(connection, field.value),
  );
  const hint =
    chosen && chosen.id === field.value
      ? text.chosen(
          <IsolatedText key="name" text={chosen.name} />,
          <IsolatedText key="strategy" text={chosen.strategy} />,
        )
      : text.searchHint(ID_EXAMPLE);

  return (
    <OptionCombobox
      field={field}
      setValue={(value) => {
        // Choosing an option sets the id, by click or by keyboard alike.
        setChosen(matches.find((connection) => connection.id === value) ?? chosen);
        field.onChange(value);
      }}
      open={open}
      setOpen={setOpen}
      className="connection-combobox"
      labelled={(input) => (
        <Field label={text.field} error={error} hint={hint}>
          {input}
        </Field>
      )}
      input={{ spellCheck: false, className: "mono" }}
      busy={search.isFetching}
      listLabel={text.listLabel}
      options={matches}
      idOf={(connection) => connection.id}
      isDisabled={(connection) => enabled?.has(connection.id) ?? false}
      renderOption={(connection) => (
        <>
          <IsolatedText text={connection.name} />{" "}
          <span className="strategy">
            <IsolatedText text={connection.strategy} />
          </span>
          {enabled?.has(connection.id) ? (
            <>
              {" "}
              <span className="already-enabled">{text.alreadyEnabledTag}</span>
            </>
          ) : null}
        </>
      )}
    >
      {searching ? (
        <p role="status" className="field-hint">
          {searchStatus(field.value, matches.length, search.data, search.isFetching, search.error)}
        </p>
      ) : null}
    </OptionCombobox>
  );
}

function searchStatus(
  term: string,
  found: number,
  result: ConnectionSearch | undefined,
  fetching: boolean,
  error: Error | null,
): ReactNode {
  if (error) return text.searchFailed(<IsolatedText key="problem" text={error.message} />);
  if (fetching || !result) return text.searching;
  const read = formatNumber(result.read);
  const scope = result.complete ? text.scopeAll(read) : text.scopeFirst(read);
  if (found === 0) return text.noneFound(term.trim(), scope);
  return text.found(found, formatNumber(found), scope);
}
