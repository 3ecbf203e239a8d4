import { Combobox, ComboboxItem, ComboboxList, ComboboxProvider } from "@ariakit/react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { describeApiError } from "../../../api/apiError";
import type { ApiClient } from "../../../api/client";
import type { User } from "../../../api/schemas/user";
import { connectionNames } from "../../../api/users/identity";
import { SEARCH_REACHABLE } from "../../../api/users/search";
import { missingScopeMessage } from "../../../api/writeScope";
import { formatNumber } from "../../../lib/format";
import { Field } from "../../../ui/Field";
import { IsolatedText } from "../../../ui/IsolatedText";
import { MIN_NAME_CHARACTERS } from "./findUserInput";
import { findUserMessages } from "./findUserMessages";
import { SearchTooSlow, TermTooShort } from "./findUsers";
import { type FindUserState, useFindUser } from "./useFindUser";
import "../../../ui/comboboxList.css";
import "./findUser.css";

const text = findUserMessages;

interface FindUserProps {
  /** The client to look users up with; undefined when the token lacks read:users. */
  client: ApiClient | undefined;
  /** A user was chosen, by click or by keyboard. */
  onChoose: (user: User) => void;
  /** Read-only while a write runs. */
  locked?: boolean | undefined;
  /** Text asked for from outside (an address): each new value fills the field and looks it up. */
  asked?: string | undefined;
}

/**
 * **Find user**: takes an email, a name or a user id and offers the users it finds, named by
 * email and name. Choosing one hands the whole user (identities included) to `onChoose`. Any job
 * that needs a user may render it: the risk screen's clear, an organization's Add members.
 */
export function FindUser({ client, onChoose, locked = false, asked }: FindUserProps) {
  const [typed, setTyped] = useState(asked ?? "");
  const input = useRef<HTMLInputElement>(null);
  // The text a choice put in the field: no lookup runs until something else is typed.
  const [chosenText, setChosenText] = useState<string>();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (asked === undefined) return;
    setTyped(asked);
    setOpen(true);
    input.current?.focus();
  }, [asked]);
  const paused = typed === chosenText;
  const state = useFindUser(client, typed, paused);
  const users = state.kind === "found" ? state.result.users : [];
  const shared = sharedEmails(users);
  const status = paused ? null : statusOf(typed.trim(), state);

  const choose = (user: User) => {
    const shown = user.email ?? user.user_id;
    setChosenText(shown);
    setTyped(shown);
    setOpen(false);
    onChoose(user);
  };

  if (client === undefined) {
    return (
      <Field label={text.label} hint={text.withoutScope(missingScopeMessage("searchUsers"))}>
        {(a11y) => <input {...a11y} role="combobox" aria-expanded={false} disabled />}
      </Field>
    );
  }

  return (
    <ComboboxProvider
      value={typed}
      setValue={setTyped}
      // The list shows only with options in it: an empty listbox is not valid ARIA.
      open={open && users.length > 0 && !paused}
      setOpen={setOpen}
    >
      <div className="find-user">
        <Field label={text.label} hint={text.hint}>
          {(a11y) => (
            <Combobox
              {...a11y}
              ref={input}
              readOnly={locked}
              autoComplete="list"
              spellCheck={false}
              placeholder="jane@acme.example"
              aria-busy={state.kind === "loading" || undefined}
            />
          )}
        </Field>
        {/* Always mounted, hidden while closed: the combobox names it in aria-controls. */}
        <ComboboxList className="combobox-list find-user-list" aria-label={text.listLabel}>
          {users.map((user) => (
            <ComboboxItem
              key={user.user_id}
              value={user.email ?? user.user_id}
              setValueOnClick={false}
              onClick={() => choose(user)}
              className="combobox-option find-user-option"
            >
              <UserOption user={user} showId={user.email !== undefined && shared.has(user.email)} />
            </ComboboxItem>
          ))}
        </ComboboxList>
        {status === null ? null : (
          <p role="status" className="field-hint">
            {status}
          </p>
        )}
      </div>
    </ComboboxProvider>
  );
}

/** Emails more than one listed user holds: those options need the id to be told apart. */
function sharedEmails(users: readonly User[]): ReadonlySet<string> {
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const { email } of users) {
    if (email === undefined) continue;
    if (seen.has(email)) shared.add(email);
    seen.add(email);
  }
  return shared;
}

function UserOption({ user, showId }: { user: User; showId: boolean }) {
  const connections = connectionNames(user);
  return (
    <>
      <span className="find-user-email">
        <IsolatedText text={user.email ?? text.option.noEmail} />
      </span>{" "}
      <span className="find-user-name">
        <IsolatedText text={user.name ?? text.option.noName} />
      </span>
      {user.blocked ? <span className="find-user-blocked"> {text.option.blocked}</span> : null}
      {showId ? (
        <span className="find-user-connections mono">
          <IsolatedText text={user.user_id} />
        </span>
      ) : null}
      {connections.length > 1 ? (
        <span className="find-user-connections">
          {text.option.connections(<IsolatedText key="names" text={connections.join(", ")} />)}
        </span>
      ) : null}
    </>
  );
}

function statusOf(typed: string, state: FindUserState): ReactNode {
  switch (state.kind) {
    case "idle":
      return null;
    case "loading":
      return text.searching;
    case "failed":
      if (state.error instanceof SearchTooSlow) return text.tooSlow;
      if (state.error instanceof TermTooShort) return text.tooShort(MIN_NAME_CHARACTERS);
      return text.failed(<IsolatedText key="reason" text={describeApiError(state.error)} />);
    case "found": {
      const { users, total, by } = state.result;
      if (users.length === 0) {
        if (by === "id") return text.noId;
        if (by === "email-search") return text.noEmail;
        return text.noName(<IsolatedText key="term" text={typed} />);
      }
      if (total > SEARCH_REACHABLE) return text.overCap(formatNumber(SEARCH_REACHABLE));
      const shown = formatNumber(users.length);
      if (total > users.length) return text.firstOf(shown, formatNumber(total));
      const found = text.matches(shown, users.length);
      return by === "email-search" ? `${found} ${text.foundByEmailSearch}` : found;
    }
  }
}
