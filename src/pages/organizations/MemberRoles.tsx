import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import type { ApiClient } from "../../api/client";
import { memberRolesChanged } from "../../api/organization-members/cache";
import { assignMemberRoles, removeMemberRoles } from "../../api/organization-members/roles";
import { LIMITS } from "../../api/schemas/limits";
import type { Role } from "../../api/schemas/role";
import { useConfirmedWrite } from "../../forms/shared/useConfirmedWrite";
import { WriteConfirmPanel } from "../../forms/shared/WriteConfirmPanel";
import { isolated } from "../../lib/isolated";
import { namedTarget } from "../../session/namedTarget";
import { Button } from "../../ui/Button";
import { FormAlert } from "../../ui/FormAlert";
import { Sentence } from "../../ui/Sentence";
import { useFocusAfterRender } from "../../ui/useFocusAfterRender";
import { RolePicker } from "./RolePicker";
import { memberRoleMessages as text } from "./roleMessages";

const MAX = LIMITS.organization.rolesPerMember.max;

/** A selected member: how the table names them, and their roles when the listing gave them. */
export interface SelectedMember {
  readonly who: string;
  readonly roles?: readonly { id: string; name: string }[] | undefined;
}

interface Props {
  client: ApiClient;
  organization: { id: string; name: string };
  selected: ReadonlyMap<string, SelectedMember>;
  cannotAssign: string | undefined;
  cannotRemove: string | undefined;
}

/**
 * Assign roles and Remove roles for the selected members: the roles chosen by name, one request
 * per member (the service takes one member's roles at a time), paced by the client. The service's
 * 50 roles a member is checked before anything is sent; a removal is confirmed first.
 */
export function MemberRoles({ client, organization, selected, cannotAssign, cannotRemove }: Props) {
  const cache = useQueryClient();
  const [chosen, setChosen] = useState<readonly Role[]>([]);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const confirmed = useConfirmedWrite(client);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const members = [...selected];
  const none = members.length === 0 || chosen.length === 0;

  /** Sends `write` for each selected member in turn; stops at the first failure. */
  const forEachMember = async (
    operation: "assignMemberRoles" | "removeMemberRoles",
    write: (userId: string, request: Parameters<typeof assignMemberRoles>[2]) => Promise<unknown>,
  ) => {
    const ids = chosen.map((role) => role.id);
    const done: string[] = [];
    for (const [userId] of members) {
      const sent = await confirmed.attempt((request) => write(userId, request), {
        operation,
        ...namedTarget(organization),
      });
      if (!sent.ok) break;
      done.push(userId);
    }
    if (done.length > 0) {
      memberRolesChanged(
        cache,
        organization.id,
        done,
        operation === "assignMemberRoles" ? { assigned: chosen } : { removed: ids },
      );
    }
    return done.length;
  };

  const settle = (done: number, success: string) => {
    setOutcome(done === members.length ? success : text.partly(done, members.length));
    focusAfterRender(() => statusRef.current);
  };

  const assign = async () => {
    setOutcome(null);
    setProblem(null);
    if (cannotAssign !== undefined || none) return;
    // The service's 50 roles a member, said before anything is sent.
    for (const [, member] of members) {
      if (member.roles === undefined) continue;
      const after = new Set([...member.roles.map((role) => role.id), ...chosen.map((r) => r.id)]);
      if (after.size > MAX) return setProblem(text.tooMany(isolated(member.who), after.size, MAX));
    }
    const ids = chosen.map((role) => role.id);
    const done = await forEachMember("assignMemberRoles", (userId, request) =>
      assignMemberRoles(client, { id: organization.id, userId, roles: ids }, request),
    );
    settle(done, text.assigned(chosen.length, done));
  };

  const remove = async () => {
    if (cannotRemove !== undefined || none) return;
    const ids = chosen.map((role) => role.id);
    const done = await forEachMember("removeMemberRoles", (userId, request) =>
      removeMemberRoles(client, { id: organization.id, userId, roles: ids }, request),
    );
    if (done === 0) return confirmed.dismiss();
    confirmed.close();
    settle(done, text.removed(chosen.length, done));
  };

  return (
    <div className="member-roles stack">
      <h3>{text.heading}</h3>
      <RolePicker
        client={client}
        chosen={chosen}
        setChosen={setChosen}
        disabled={cannotAssign !== undefined && cannotRemove !== undefined}
      />
      <div className="member-actions">
        <Button
          type="button"
          onClick={() => void assign()}
          disabled={none || cannotAssign !== undefined || confirmed.write.pending}
        >
          {text.assign}
        </Button>
        <Button
          ref={confirmed.opener}
          type="button"
          onClick={() => {
            setOutcome(null);
            setProblem(null);
            confirmed.ask();
          }}
          disabled={none || cannotRemove !== undefined || confirmed.asking}
        >
          {text.remove}
        </Button>
      </div>
      {confirmed.asking ? (
        <WriteConfirmPanel
          confirmed={confirmed}
          copy={text.confirmRemove}
          subject={{
            roleCount: chosen.length,
            memberCount: members.length,
            organization: isolated(organization.name),
          }}
          showFailure={false}
          onConfirm={() => void remove()}
        />
      ) : null}
      {problem ? (
        <FormAlert>
          <Sentence text={problem} />
        </FormAlert>
      ) : null}
      {confirmed.failure && !confirmed.asking ? <FormAlert>{confirmed.failure}</FormAlert> : null}
      <p role="status" className="list-status" ref={statusRef} tabIndex={-1}>
        {outcome === null ? null : <Sentence text={outcome} />}
      </p>
    </div>
  );
}
