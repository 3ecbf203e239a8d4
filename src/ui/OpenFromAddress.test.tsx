import { render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { OpenFromAddress } from "./OpenFromAddress";

describe("OpenFromAddress", () => {
  it("opens each id the address asks for once, however often the screen renders", () => {
    const open = vi.fn();
    const view = render(<OpenFromAddress id={undefined} open={open} />);
    expect(open).not.toHaveBeenCalled();
    view.rerender(<OpenFromAddress id="uap_1" open={open} />);
    view.rerender(<OpenFromAddress id="uap_1" open={(id) => open(id)} />);
    expect(open).toHaveBeenCalledOnce();
    expect(open).toHaveBeenCalledWith("uap_1");
    view.rerender(<OpenFromAddress id="uap_2" open={open} />);
    expect(open).toHaveBeenLastCalledWith("uap_2");
    expect(open).toHaveBeenCalledTimes(2);
  });
});
