import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { describeApiError } from "../../api/apiError";
import type { ApiClient } from "../../api/client";
import { startJobOptions } from "../../api/jobs/jobWrites";
import { MAX_JOB_LINES } from "../../api/jobs/types";
import { addOrganizationMembers } from "../../api/organization-members/add";
import { LIMITS } from "../../api/schemas/limits";
import type { OrganizationMember } from "../../api/schemas/organizationMember";
import { inBatches } from "../../lib/inBatches";
import { isolated } from "../../lib/isolated";
import { namedTarget } from "../../session/namedTarget";
import { useConsoleJobs } from "../../session/useConsoleJobs";
import { useScopeProblem } from "../../session/useScopeProblem";
import { FormAlert } from "../../ui/FormAlert";
import { Sentence } from "../../ui/Sentence";
import { useFocusAfterRender } from "../../ui/useFocusAfterRender";
import { FindUser } from "../shared/find-user/FindUser";
import { LineListField } from "../shared/LineListField";
import { useFormWrite } from "../shared/useFormWrite";
import { WriteSubmitBar } from "../shared/WriteSubmitBar";
import { type CheckedLine, checkMemberLines } from "./checkMemberLines";
import { MarkedLines } from "./MarkedLines";
import { MembersJobs } from "./MembersJobs";
import { membersMessages as text } from "./messages";
import { type MarkedLine, parseMemberLines } from "./parseMemberLines";
import { useChosenMember } from "./useChosenMember";
import "./members.css";

const PER_REQUEST = LIMITS.organization.membersPerRequest.max;

interface Props {
  client: ApiClient;
  organization: { id: string; name: string };
  /** Why this token cannot add members: nothing is sent while set. */
  blockedBy: string | undefined;
  /** Finds users by email or name for the list; undefined when the token lacks read:users. */
  findWith: ApiClient | undefined;
  /** After each request that succeeded, with the members it added. */
  onAdded: (added: readonly OrganizationMember[]) => void;
}

/** The typed list with one more id, on a line of its own, unless it is there already. */
function withId(typed: string, id: string): string {
  const values = parseMemberLines(typed, true).entries.map((entry) => entry.value);
  if (values.includes(id)) return typed;
  const trimmed = typed.trimEnd();
  return trimmed === "" ? id : `${trimmed}\n${id}`;
}

type Sendable = Extract<CheckedLine, { kind: "add" | "unchecked" }>;
const sendable = (line: CheckedLine): line is Sendable =>
  line.kind === "add" || line.kind === "unchecked";

/**
 * Add members by user id or email, one a line or comma-separated. Every line is looked up first
 * (checkMemberLines.ts): a line naming no user is marked on its line and not sent, a member
 * already is said as such, and the rest are sent 10 a request (the tenant's limit), which the
 * tenant takes all or none. **Find user** answers at once whether the user chosen is a member.
 */
export function AddMembersForm({ client, organization, blockedBy, findWith, onAdded }: Props) {
  const listId = useId();
  const headingId = useId();
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const [marked, setMarked] = useState<readonly MarkedLine[]>([]);
  const [progress, setProgress] = useState("");
  const progressRef = useRef<HTMLParagraphElement>(null);
  const focusAfterRender = useFocusAfterRender();
  // Lines are looked up before the write starts: a second press meanwhile would send them twice.
  const [checking, setChecking] = useState(false);
  const checkingNow = useRef(false);
  const canReadUsers = findWith !== undefined;
  const canReadMemberships = useScopeProblem("listUserOrganizations") === undefined;
  const { write, onSubmitting, showAlert, alert, alertRef } = useFormWrite(client, {
    dirty: false,
    submitting: false,
    blockedBy,
    alertTakesFocus: false,
  });
  // Where the server runs jobs, the list is added by one that outlives the tab (decision 030).
  const jobs = useConsoleJobs(client.baseUrl) === true;
  const startJob = useMutation(startJobOptions(useQueryClient())).mutateAsync;
  const [startedId, setStartedId] = useState<string>();
  const chosen = useChosenMember(client, organization, canReadMemberships, (id) =>
    setTyped((before) => withId(before, id)),
  );

  const submit = async () => {
    if (checkingNow.current) return;
    checkingNow.current = true;
    setChecking(true);
    try {
      await (jobs ? startMembersJob() : addLines());
    } finally {
      checkingNow.current = false;
      setChecking(false);
    }
  };

  /** Checks the lines as typed, then hands them to a job: the server looks each up in its slot. */
  const startMembersJob = async () => {
    const { entries, invalid } = parseMemberLines(typed, canReadUsers);
    setMarked([]);
    setError(undefined);
    setProgress("");
    chosen.clear();
    if (entries.length === 0 && invalid.length === 0) return setError(text.empty);
    if (invalid.length > 0) {
      setMarked(invalid);
      return setError(text.marked(invalid.length));
    }
    if (entries.length > MAX_JOB_LINES) {
      return setError(text.jobTooLarge(entries.length, MAX_JOB_LINES));
    }
    try {
      const { id } = await startJob({
        kind: "add-organization-members",
        organization_id: organization.id,
        lines: entries.map((entry) => entry.value),
      });
      setStartedId(id);
      setTyped("");
      setProgress(text.jobStarted(entries.length));
    } catch (failure) {
      showAlert(failure instanceof Error ? failure.message : String(failure));
    }
  };

  const addLines = async () => {
    const { entries, invalid } = parseMemberLines(typed, canReadUsers);
    setMarked([]);
    setError(undefined);
    chosen.clear();
    if (entries.length === 0 && invalid.length === 0) {
      setError(text.empty);
      return;
    }
    let checked: CheckedLine[];
    try {
      setProgress(text.checking(0, entries.length));
      checked = await checkMemberLines({
        client,
        organizationId: organization.id,
        entries,
        canReadUsers,
        canReadMemberships,
        onChecked: (done) => setProgress(text.checking(done, entries.length)),
      });
    } catch (failure) {
      setProgress("");
      showAlert(text.lookupFailed(describeApiError(failure)));
      return;
    }
    const unknown = checked.flatMap((line) => (line.kind === "unknown" ? [line.line] : []));
    const notSent = [...invalid, ...unknown].sort((a, b) => a.line - b.line);
    const toSend = checked.filter(sendable);
    let added = 0;
    for (const batch of inBatches(toSend, PER_REQUEST)) {
      setProgress(text.progress(added, toSend.length));
      const members = batch.map((line) => line.member);
      try {
        await write.run(
          (request) =>
            addOrganizationMembers(
              client,
              { id: organization.id, members: members.map((member) => member.user_id) },
              request,
            ),
          { operation: "addOrganizationMembers", ...namedTarget(organization) },
        );
      } catch (failure) {
        setProgress("");
        showAlert(text.failed(added, toSend.length, describeApiError(failure)));
        const left = toSend.slice(added).map((line) => line.member.user_id);
        setTyped([...notSent.map((line) => line.value), ...left].join("\n"));
        return;
      }
      added += batch.length;
      onAdded(members);
    }
    const sure = toSend.filter((line) => line.kind === "add" && line.sure).length;
    const already = checked.flatMap((line) =>
      line.kind === "member"
        ? [isolated(line.member.email ?? line.member.name ?? line.member.user_id)]
        : [],
    );
    setProgress(text.done({ added: sure, unsure: toSend.length - sure, already }));
    // What was not sent stays, each on its own line, to be fixed and added again; the list
    // under it counts lines in the field as it is now, not as it was typed.
    setTyped(notSent.map((line) => line.value).join("\n"));
    setMarked(notSent.map((line, index) => ({ ...line, line: index + 1 })));
    if (notSent.length > 0) setError(text.marked(notSent.length));
    // Add members was disabled while the lines were checked and sent: the outcome takes focus.
    focusAfterRender(() => progressRef.current);
  };

  const form = (
    <form
      className="add-members stack"
      noValidate
      onSubmit={onSubmitting(submit)}
      aria-labelledby={headingId}
      aria-busy={checking || write.pending}
    >
      <h3 id={headingId}>{text.title}</h3>
      <FindUser
        client={findWith}
        locked={write.pending}
        onChoose={(user) => void chosen.choose(user)}
      />
      <p role="status" className="list-status">
        <Sentence text={chosen.answer} />
      </p>
      <LineListField
        label={text.label}
        hint={text.hint(PER_REQUEST)}
        error={error}
        describedBy={marked.length > 0 ? listId : undefined}
        value={typed}
        textarea={{
          name: "members",
          rows: 3,
          value: typed,
          onChange: (event) => setTyped(event.target.value),
          readOnly: checking,
          spellCheck: false,
          autoComplete: "off",
          className: "mono",
        }}
        onClear={() => setTyped("")}
        locked={checking}
      />
      {marked.length > 0 ? <MarkedLines id={listId} lines={marked} /> : null}
      {alert ? <FormAlert ref={alertRef}>{alert}</FormAlert> : null}
      <p role="status" className="list-status" ref={progressRef} tabIndex={-1}>
        <Sentence text={progress} />
      </p>
      <WriteSubmitBar
        write={write}
        label={text.submit}
        pendingText={text.pending}
        disabledReason={blockedBy}
      />
    </form>
  );
  // Beside the form, not in it: the progress's own buttons must not submit it.
  return jobs ? (
    <>
      {form}
      <MembersJobs organizationId={organization.id} startedId={startedId} />
    </>
  ) : (
    form
  );
}
