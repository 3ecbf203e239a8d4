import {
  Combobox,
  ComboboxGroup,
  ComboboxGroupLabel,
  ComboboxItem,
  ComboboxLabel,
  ComboboxList,
  ComboboxProvider,
  Dialog,
  DialogDismiss,
} from "@ariakit/react";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useId, useRef, useState } from "react";
import { describeApiError } from "../../api/apiError";
import type { ApiClient } from "../../api/client";
import { OPERATION_SCOPES } from "../../api/schemas/scopes";
import { useOrganizationSearch } from "../../pages/organizations/useOrganizationSearch";
import { useSession } from "../../session/SessionContext";
import { useApiClient } from "../../session/useApiClient";
import { useConsoleJobs } from "../../session/useConsoleJobs";
import { useConsoleStore } from "../../session/useConsoleStore";
import { Countdown } from "../../ui/Countdown";
import { IsolatedText } from "../../ui/IsolatedText";
import { useDebouncedValue } from "../../ui/useDebouncedValue";
import { useLingering } from "../../ui/useLingering";
import { ROUTES } from "../routes";
import {
  commandCount,
  type PaletteCommand,
  type PaletteGroup,
  paletteGroups,
  searchTerm,
} from "./commands";
import { paletteMessages } from "./messages";
import { attributeProfileSearchOptions, tokenExchangeSearchOptions } from "./profileSearch";
import "./palette.css";

const text = paletteMessages;

/** Longer than the gap between two waits when organizations are read at 100 a minute. */
const WAIT_LINGER_MS = 3_000;

/** Long enough to let a name be typed, short enough to feel immediate. */
export const SEARCH_DELAY_MS = 250;

export interface CommandPaletteProps {
  client: ApiClient;
  /** The connected token's scopes: what may be searched, and which notes to show. */
  scopes: readonly string[];
  /** Closes the palette: with the chosen command's address, or with nothing on Escape. */
  onClose: (hash?: string) => void;
  /** What was typed while the palette loaded; called once its search box has focus. */
  takeEarlyKeys?: () => string;
}

/**
 * The command palette: a modal dialog holding a combobox whose list (always inline, no popover)
 * offers screens, profiles found in the tenant and a clear for a user id. Ariakit gives the
 * dialog its focus trap and Escape, and the combobox its arrows, Enter and active descendant.
 */
export function CommandPalette({ client, scopes, onClose, takeEarlyKeys }: CommandPaletteProps) {
  const [typed, setTyped] = useState("");
  // Once the box has focus, keys reach it; what came before is put in it, as if typed there.
  const onFocus = () => {
    const early = takeEarlyKeys?.() ?? "";
    if (early !== "") setTyped((now) => early + now);
  };
  const statusId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const cache = useQueryClient();
  const settled = useDebouncedValue(typed, SEARCH_DELAY_MS);

  // Each text is its own query: a superseded one loses its observer, and TanStack Query aborts
  // its signal, so new input cancels the paging of the old.
  const term = searchTerm(settled);
  const tep = useQuery({
    ...tokenExchangeSearchOptions(client, term, cache),
    enabled: term !== "" && scopes.includes(OPERATION_SCOPES.listTokenExchangeProfiles),
    placeholderData: keepPreviousData,
  });
  const uap = useQuery({
    ...attributeProfileSearchOptions(client, term, cache),
    enabled: term !== "" && scopes.includes(OPERATION_SCOPES.listUserAttributeProfiles),
    placeholderData: keepPreviousData,
  });

  // The same search as the organizations' filter, reading on to the end while the palette is open.
  const org = useOrganizationSearch(
    client,
    term,
    scopes.includes(OPERATION_SCOPES.listOrganizations),
  );
  const orgReading = org.stop !== undefined || org.state.kind === "looking-up";
  // At the service's rate a wait comes every second or two: the note stays up between them.
  const orgLimited = useLingering(org.resumeAt !== undefined, WAIT_LINGER_MS) && orgReading;

  // Recently deleted is a screen only where the server keeps a store.
  const store = useConsoleStore(client.baseUrl) === true;
  const jobs = useConsoleJobs(client.baseUrl) === true;

  // What was found for the last pause, narrowed at once to what has been typed since.
  const groups = paletteGroups({
    text: typed,
    scopes,
    screens: ROUTES.filter((route) => (store || !route.needsStore) && (jobs || !route.needsJobs)),
    tokenExchangeProfiles: term === "" ? [] : (tep.data?.matches ?? []),
    userAttributeProfiles: term === "" ? [] : (uap.data?.matches ?? []),
    organizations: term === "" ? [] : org.matches,
  });
  const count = commandCount(groups);
  const waiting =
    tep.isFetching || uap.isFetching || orgReading || (typed !== settled && typed.trim() !== "");
  const orgFailed = org.state.kind === "failed" ? org.state.error : null;
  const status = statusText(typed, count, waiting, orgReading ? org.read : undefined, [
    { kind: text.groups.tokenExchangeProfiles, search: tep, term, noun: "profile" },
    { kind: text.groups.userAttributeProfiles, search: uap, term, noun: "profile" },
    {
      kind: text.groups.organizations,
      search: { error: orgFailed instanceof Error ? orgFailed : null },
      term,
      noun: "organization",
    },
  ]);

  return (
    <Dialog
      open
      onClose={() => onClose()}
      aria-label={text.dialogName}
      className="palette"
      backdrop={<div className="palette-backdrop" />}
      initialFocus={inputRef}
      // The launcher puts focus back, or on the screen a command went to.
      autoFocusOnHide={false}
    >
      <ComboboxProvider
        // Controlled, so what was typed while the palette loaded can be put in the box.
        value={typed}
        setValue={setTyped}
        // The list is part of the dialog, shown whenever it has something in it: an empty
        // listbox is not valid ARIA.
        open={count > 0}
        includesBaseElement={false}
      >
        <div className="palette-head">
          <ComboboxLabel className="palette-label">{text.inputLabel}</ComboboxLabel>
          {/* A phone's keyboard has no Escape. */}
          <DialogDismiss className="quiet">{text.close}</DialogDismiss>
        </div>
        <Combobox
          ref={inputRef}
          // "always": profiles found after typing stopped still get the first one active, so
          // Enter opens it.
          autoSelect="always"
          placeholder={text.placeholder}
          className="palette-input"
          spellCheck={false}
          autoComplete="off"
          aria-describedby={statusId}
          aria-busy={waiting || undefined}
          onFocus={onFocus}
        />
        <ComboboxList className="palette-list" aria-label={text.dialogName}>
          {groups.map((group) => (
            <Group key={group.name} group={group} onChoose={(command) => onClose(command.hash)} />
          ))}
        </ComboboxList>
        <p id={statusId} role="status" className="palette-status">
          {status}
        </p>
        {orgLimited ? (
          // Beside the status, not in it: a countdown in a live region is read out every second.
          <p className="palette-status">
            {text.rateLimited}
            {org.resumeAt === undefined ? null : (
              <>
                {" "}
                {text.nextPageIn} <Countdown until={org.resumeAt} />.
              </>
            )}
          </p>
        ) : null}
        <p className="palette-keys" aria-hidden="true">
          {text.keysHint}
        </p>
      </ComboboxProvider>
    </Dialog>
  );
}

function Group({
  group,
  onChoose,
}: {
  group: PaletteGroup;
  onChoose: (command: PaletteCommand) => void;
}) {
  return (
    <ComboboxGroup className="palette-group">
      <ComboboxGroupLabel className="palette-group-label">
        {text.groups[group.name]}
      </ComboboxGroupLabel>
      {group.commands.map((command) => (
        <ComboboxItem
          key={command.key}
          value={command.key}
          className="palette-item"
          // Choosing goes somewhere; the text typed is not replaced by the command's key.
          setValueOnClick={false}
          hideOnClick={false}
          onClick={() => onChoose(command)}
        >
          {/* A profile's name and id, a typed user id: text from outside the console. */}
          <span className="palette-item-label">
            <IsolatedText text={command.label} />
          </span>{" "}
          {command.detail ? (
            <span className="palette-item-detail mono">
              <IsolatedText text={command.detail} />
            </span>
          ) : null}
          {command.missingScope ? (
            <span className="palette-item-note">{text.needsScope(command.missingScope)}</span>
          ) : null}
        </ComboboxItem>
      ))}
    </ComboboxGroup>
  );
}

interface SearchSource {
  kind: string;
  search: { data?: { complete: boolean; read: number } | undefined; error: Error | null };
  term: string;
  /** What the search reads, for "searched the first 1,000 profiles". */
  noun: "profile" | "organization";
}

function statusText(
  typed: string,
  count: number,
  waiting: boolean,
  /** While the organizations are read on: how many have been read. */
  organizationsRead: number | undefined,
  sources: readonly SearchSource[],
): ReactNode {
  const failed = sources.find((source) => source.term !== "" && source.search.error);
  if (failed?.search.error) {
    const reason = <IsolatedText key="reason" text={describeApiError(failed.search.error)} />;
    return [`${text.results(count)}. `, ...text.searchFailed(failed.kind, reason)];
  }
  if (organizationsRead !== undefined) return text.searchingOrganizations(count, organizationsRead);
  if (waiting) return text.searching(count);
  if (count === 0 && typed.trim() !== "") return text.noResults;
  const partial = sources.find(
    (source) => source.term !== "" && source.search.data?.complete === false,
  );
  if (partial?.search.data) {
    return text.searchedSome(count, partial.search.data.read, partial.noun);
  }
  return text.results(count);
}

/** The palette as the launcher loads it: for the connected session. */
export default function ConnectedPalette({
  onClose,
  takeEarlyKeys,
}: Pick<CommandPaletteProps, "onClose" | "takeEarlyKeys">) {
  const session = useSession();
  const client = useApiClient();
  return (
    <CommandPalette
      client={client}
      scopes={session?.claims.scopes ?? []}
      onClose={onClose}
      takeEarlyKeys={takeEarlyKeys}
    />
  );
}
