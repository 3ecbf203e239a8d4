import { Banner } from "./Banner";
/** At the top of a write screen whose token lacks the write's scope: says so before any typing. */
export function MissingScopeNotice({ problem }: { problem: string | undefined }) {
  if (problem === undefined) return null;
  return (
    <Banner as="p" tone="warning">
      {problem}. The form can be filled in, but nothing is sent with this token.
    </Banner>
  );
}
