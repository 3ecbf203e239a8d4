import type { ReactNode } from "react";
import { MissingScopeNotice } from "./MissingScopeNotice";
import { PageHeader } from "./PageHeader";

interface WritePageProps {
  /** The h1's id, which names the page's region. */
  headingId: string;
  heading: ReactNode;
  /** Under the heading (PageHeader's children). */
  intro: ReactNode;
  /** Beside the heading: the way back to the list, say. */
  aside?: ReactNode;
  /** Why the token cannot make the page's write: said at the top, before any typing. */
  blockedBy: string | undefined;
  className?: string;
  headerAs?: "div" | "header";
  /** The form. */
  children: ReactNode;
}

/** A page whose job is one write (create a profile, clear assessments): header, scope notice, form. */
export function WritePage({
  headingId,
  heading,
  intro,
  aside,
  blockedBy,
  className,
  headerAs,
  children,
}: WritePageProps) {
  return (
    <section aria-labelledby={headingId} className={className}>
      <PageHeader as={headerAs} headingId={headingId} heading={heading} aside={aside}>
        {intro}
      </PageHeader>
      <MissingScopeNotice problem={blockedBy} />
      {children}
    </section>
  );
}
