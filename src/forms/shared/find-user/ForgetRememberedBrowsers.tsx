import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import type { ApiClient } from "../../../api/client";
import { historyChanged } from "../../../api/history/cache";
import { invalidateRememberBrowser } from "../../../api/users/rememberedBrowsers";
import { isolated } from "../../../lib/isolated";
import { namedTarget } from "../../../session/namedTarget";
import { ExplainedButton } from "../../../ui/ExplainedButton";
import { Field } from "../../../ui/Field";
import { Sentence } from "../../../ui/Sentence";
import { useFocusAfterRender } from "../../../ui/useFocusAfterRender";
import { sharedFormMessages } from "../messages";
import { REASON_MAX, reasonField } from "../reasonSchema";
import { useConfirmedWrite } from "../useConfirmedWrite";
import { WriteConfirmPanel } from "../WriteConfirmPanel";
import { findUserMessages } from "./findUserMessages";

const text = findUserMessages.forgetBrowsers;
const reasonText = sharedFormMessages.reason;

interface Props {
  client: ApiClient;
  user: { user_id: string; email?: string | undefined; name?: string | undefined };
  /** Why this token cannot forget them (writeScopeProblem for invalidateRememberBrowser). */
  blockedBy: string | undefined;
}

/**
 * The User region's **Forget remembered browsers**: every browser the user asked multi-factor to
 * remember is forgotten, after the confirm panel, with an optional reason that Activity and the
 * console server's audit log keep (never sent to the tenant).
 */
export function ForgetRememberedBrowsers({ client, user, blockedBy }: Props) {
  const confirmed = useConfirmedWrite(client);
  const cache = useQueryClient();
  const [reason, setReason] = useState("");
  const [reasonProblem, setReasonProblem] = useState<string | undefined>(undefined);
  const [done, setDone] = useState<string | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const who = isolated(user.email ?? user.name ?? user.user_id);

  const forget = async () => {
    if (blockedBy !== undefined) return;
    const checked = reasonField.safeParse(reason);
    if (!checked.success) return setReasonProblem(checked.error.issues[0]?.message);
    setReasonProblem(undefined);
    const sent = await confirmed.attempt(
      (request) => invalidateRememberBrowser(client, user.user_id, request),
      {
        operation: "invalidateRememberBrowser",
        ...namedTarget({ id: user.user_id }),
        reason: checked.data || undefined,
      },
    );
    if (!sent.ok) return;
    historyChanged(cache, "user", user.user_id);
    confirmed.close();
    setReason("");
    setDone(text.done(who));
    // The panel that held the focus is gone: the outcome takes it.
    focusAfterRender(() => statusRef.current);
  };

  return (
    <div className="forget-browsers stack">
      {confirmed.asking ? (
        <WriteConfirmPanel
          confirmed={confirmed}
          copy={text.confirm}
          subject={who}
          onConfirm={() => void forget()}
        >
          <Field label={reasonText.label} hint={reasonText.hint(REASON_MAX)} error={reasonProblem}>
            {(a11y) => (
              <input
                {...a11y}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                readOnly={confirmed.write.pending}
                autoComplete="off"
              />
            )}
          </Field>
        </WriteConfirmPanel>
      ) : (
        <div>
          <ExplainedButton
            ref={confirmed.opener}
            type="button"
            onClick={() => {
              setDone(null);
              confirmed.ask();
            }}
            reason={blockedBy}
          >
            {text.open}
          </ExplainedButton>
        </div>
      )}
      <p role="status" className="list-status" ref={statusRef} tabIndex={-1}>
        {done === null ? null : <Sentence text={done} />}
      </p>
    </div>
  );
}
