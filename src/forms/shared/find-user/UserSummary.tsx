import { type ReactNode, useId } from "react";
import type { User } from "../../../api/schemas/user";
import { connectionNames } from "../../../api/users/identity";
import { formatDateTime, formatNumber } from "../../../lib/format";
import { IsolatedText } from "../../../ui/IsolatedText";
import { findUserMessages } from "./findUserMessages";
import "./findUser.css";

const text = findUserMessages.summary;

function dateOf(value: string | undefined, missing: string): string {
  if (value === undefined) return missing;
  const at = Date.parse(value);
  return Number.isNaN(at) ? value : formatDateTime(at);
}

/**
 * The region **User**: what a support agent checks before acting for someone (who they are,
 * where they sign in, whether they sign in at all, whether they are blocked), and what the
 * screen showing it lets them do for that user (`children`).
 */
export function UserSummary({ user, children }: { user: User; children?: ReactNode }) {
  const headingId = useId();
  const rows: [string, string, boolean?][] = [
    [text.email, user.email ?? text.unknown],
    [text.name, user.name ?? text.unknown],
    [text.userId, user.user_id, true],
    [text.connections, connectionNames(user).join(", ") || text.unknown, true],
    [text.lastLogin, dateOf(user.last_login, text.neverSignedIn)],
    [text.logins, user.logins_count === undefined ? text.unknown : formatNumber(user.logins_count)],
    [text.blocked, user.blocked ? text.yes : text.no],
    [text.created, dateOf(user.created_at, text.unknown)],
  ];
  return (
    <section aria-labelledby={headingId} className="user-summary card">
      <h2 id={headingId}>{text.heading}</h2>
      <dl>
        {rows.map(([term, value, mono]) => (
          <div key={term} className="user-summary-row">
            <dt>{term}</dt>
            <dd className={mono ? "mono" : undefined}>
              <IsolatedText text={value} />
            </dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}
