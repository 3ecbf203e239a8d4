import type { ReactNode } from "react";

interface PageHeaderProps {
  /** The h1's id: the page's region is labelled by its heading. */
  headingId: string;
  heading: ReactNode;
  /** Under the heading: the page's intro, if it shows one. */
  children?: ReactNode;
  /** Beside the heading: a back link or the page's one action. */
  aside?: ReactNode;
  /** The element; the risk page's header has always been a `<header>`. */
  as?: "div" | "header";
}

/** A page's h1 with its intro under it and, beside them, a link (`.page-header` lays them out). */
export function PageHeader({ headingId, heading, children, aside, as = "div" }: PageHeaderProps) {
  const Element = as;
  return (
    <Element className="page-header">
      <div>
        <h1 id={headingId}>{heading}</h1>
        {children}
      </div>
      {aside}
    </Element>
  );
}
