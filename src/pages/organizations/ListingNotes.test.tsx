import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/apiError";
import { obeyedControls, SPOOF } from "../../test/bidi";
import { ListingNotes } from "./ListingNotes";

const text = { failed: "The members could not be loaded.", none: "No members yet." };
const refused = new ApiError({ kind: "http", status: 403, error: "Forbidden", message: "no" });

describe("ListingNotes", () => {
  it("says why the listing failed, in an alert", () => {
    render(
      <ListingNotes
        listing={{ isError: true, error: refused, data: undefined }}
        shown={0}
        text={text}
      />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent(/^The members could not be loaded\. /);
    expect(screen.queryByText(text.none)).toBeNull();
  });

  it("quotes the tenant's error message isolated, its direction controls shown", () => {
    const error = new ApiError({ kind: "http", status: 400, error: "Bad", message: SPOOF });
    render(
      <ListingNotes listing={{ isError: true, error, data: undefined }} shown={0} text={text} />,
    );
    expect(obeyedControls(screen.getByRole("alert"))).toEqual([]);
  });

  it("says the region has none only once its listing answered empty", () => {
    const { rerender } = render(
      <ListingNotes
        listing={{ isError: false, error: null, data: undefined }}
        shown={0}
        text={text}
      />,
    );
    expect(screen.queryByText(text.none)).toBeNull();
    rerender(
      <ListingNotes listing={{ isError: false, error: null, data: [] }} shown={0} text={text} />,
    );
    expect(screen.getByText(text.none)).toBeInTheDocument();
    rerender(
      <ListingNotes listing={{ isError: false, error: null, data: [1] }} shown={1} text={text} />,
    );
    expect(screen.queryByText(text.none)).toBeNull();
  });
});
