import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRateLimitBudget } from "../../api/rateLimitBudget";
import { forgetTab } from "../../lib/tabStorage";
import { readActivity } from "../../session/activityLog";
import { renderWithQueryClient } from "../../test/render";
import type { ConfirmCopy } from "./confirmCopy";
import type { WriteRequest } from "./useCancellableWrite";
import { useConfirmedDelete } from "./useConfirmedDelete";

afterEach(() => forgetTab());

const COPY: ConfirmCopy = {
  question: (name) => `Delete profile ${name}?`,
  consequence: "It is gone for good.",
  confirmLabel: "Delete",
  cancelLabel: "Cancel",
  pendingText: "Deleting…",
};

interface Props {
  blockedBy?: string;
  send: (id: string, request: WriteRequest) => Promise<unknown>;
  onDeleted: () => void;
}

function DeleteProfile({ blockedBy, send, onDeleted }: Props) {
  const deletion = useConfirmedDelete({
    client: { rateLimitBudget: createRateLimitBudget() },
    record: { id: "uap_1", name: "workforce" },
    operation: "deleteUserAttributeProfile",
    outcome: { doing: "deleting the profile", result: "the profile was deleted", repeat: "safe" },
    copy: COPY,
    blockedBy,
    send,
    onDeleted,
  });
  return (
    deletion.panel ?? (
      <button type="button" onClick={deletion.confirmed.ask}>
        Delete profile
      </button>
    )
  );
}

describe("useConfirmedDelete", () => {
  it("deletes the record by its id only once Delete is pressed in the panel, and records it by name and id", async () => {
    const send = vi.fn(async () => undefined);
    const onDeleted = vi.fn();
    renderWithQueryClient(<DeleteProfile send={send} onDeleted={onDeleted} />);
    await userEvent.click(screen.getByRole("button", { name: "Delete profile" }));
    expect(screen.getByRole("heading", { name: "Delete profile workforce?" })).toBeVisible();
    expect(send).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith(
      "uap_1",
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(readActivity()[0]).toMatchObject({
      operation: "Delete user attribute profile",
      target: "workforce (uap_1)",
      outcome: "Succeeded",
    });
  });

  it("sends nothing while the token cannot delete", async () => {
    const send = vi.fn(async () => undefined);
    const onDeleted = vi.fn();
    renderWithQueryClient(
      <DeleteProfile
        blockedBy="needs delete:user_attribute_profiles"
        send={send}
        onDeleted={onDeleted}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Delete profile" }));
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(send).not.toHaveBeenCalled();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it("keeps the panel open with the failure said, and does not call it deleted", async () => {
    const send = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    const onDeleted = vi.fn();
    renderWithQueryClient(<DeleteProfile send={send} onDeleted={onDeleted} />);
    await userEvent.click(screen.getByRole("button", { name: "Delete profile" }));
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByRole("alert")).toBeVisible();
    expect(screen.getByRole("heading", { name: "Delete profile workforce?" })).toBeVisible();
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
