import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PageHeader } from "./PageHeader";

describe("PageHeader", () => {
  it("names the page's region with its h1 and keeps the intro under it, the link beside", () => {
    const { container } = render(
      <section aria-labelledby="h">
        <PageHeader headingId="h" heading="New profile" aside={<a href="#/list">Back</a>}>
          <p>Create one.</p>
        </PageHeader>
      </section>,
    );
    expect(screen.getByRole("region", { name: "New profile" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveAttribute("id", "h");
    const header = container.querySelector(".page-header");
    expect(header?.tagName).toBe("DIV");
    expect(header?.firstElementChild?.textContent).toBe("New profileCreate one.");
    expect(header?.lastElementChild).toHaveTextContent("Back");
  });

  it("can be a <header>", () => {
    const { container } = render(<PageHeader as="header" headingId="h" heading="Risk" />);
    expect(container.querySelector("header.page-header h1")).toHaveTextContent("Risk");
  });
});
