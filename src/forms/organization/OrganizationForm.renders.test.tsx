import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentProps } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BASE_URL, setup } from "../../api/testFetch";
import { writeTab } from "../../lib/tabStorage";
import { renderWithQueryClient } from "../../test/render";
import { draftKey } from "../shared/useDraft";
import { OrganizationForm } from "./OrganizationForm";
import { formValues } from "./testValues";

/** How often each control's Field rendered, by the control's form name ("metadata.0.value"). */
const renders = new Map<string, number>();

// Every control of the form renders through Field; counting there counts the renders of the
// row (or section) that holds it, without a counter in the shipped code.
vi.mock("../../ui/Field", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../ui/Field")>();
  return {
    Field: ({ children, ...props }: ComponentProps<typeof real.Field>) => (
      <real.Field {...props}>
        {(a11y) => {
          const control = children(a11y);
          const { name } = control.props as { name?: string };
          if (name) renders.set(name, (renders.get(name) ?? 0) + 1);
          return control;
        }}
      </real.Field>
    ),
  };
});

const ROWS = 25;

/** A full form, restored from a draft: 25 metadata rows, the last one's value still empty. */
function renderFullForm() {
  const metadata = Array.from({ length: ROWS }, (_, i) => ({
    key: `key-${i + 1}`,
    value: i + 1 === ROWS ? "" : `value ${i + 1}`,
  }));
  writeTab(draftKey("organization", BASE_URL), formValues({ metadata }));
  const { client } = setup([]);
  renderWithQueryClient(
    <OrganizationForm client={client} tenantUrl={BASE_URL} onCreated={vi.fn()} />,
  );
  return userEvent.setup({ delay: null });
}

const count = (name: string) => renders.get(name) ?? 0;

// A full form in jsdom is slow on a busy two-core machine; the test counts renders, not time.
describe("OrganizationForm renders only the row being typed into", { timeout: 20_000 }, () => {
  beforeEach(() => renders.clear());
  afterEach(() => sessionStorage.clear());

  it("typing into the 25th value of a full form renders no other row and not the form", async () => {
    const user = renderFullForm();
    const value25 = await screen.findByLabelText(`Value ${ROWS}`);
    await waitFor(() => expect(screen.getByLabelText("Value 1")).toHaveValue("value 1"));
    await user.click(value25);
    renders.clear();

    await user.keyboard("gold");

    expect(value25).toHaveValue("gold");
    expect(count("metadata.0.value")).toBe(0);
    expect(count("metadata.23.value")).toBe(0);
    // The form's own fields: a render of the whole form would render these.
    expect(count("display_name")).toBe(0);
    expect(count("name")).toBe(0);
  });

  it("after a refused submit, fixing row 25 renders that row and no other", async () => {
    const user = renderFullForm();
    const key25 = await screen.findByLabelText(`Key ${ROWS}`);
    await waitFor(() => expect(screen.getByLabelText("Value 1")).toHaveValue("value 1"));
    // A repeated key: the row is refused, and each keystroke now checks the form again.
    await user.clear(key25);
    await user.type(key25, "key-1");
    await user.click(screen.getByRole("button", { name: "Create organization" }));
    await waitFor(() => expect(key25).toHaveAttribute("aria-invalid", "true"));
    await user.click(key25);
    renders.clear();

    await user.keyboard("x");

    await waitFor(() => expect(key25).not.toHaveAttribute("aria-invalid"));
    expect(count(`metadata.${ROWS - 1}.key`)).toBeGreaterThan(0);
    expect(count("metadata.0.key")).toBe(0);
    expect(count("display_name")).toBe(0);
  });
});
