import "./buttonLink.css";
import { useHint } from "./useHint";

interface NewItemLinkProps {
  /** The form's address, such as `#/token-exchange-profiles/new`. */
  href: string;
  label: string;
  /** Why the token cannot create one; the form it opens would send nothing. */
  problem: string | undefined;
}

/**
 * "New profile" beside a list's heading. Without the create scope it still opens the form, which
 * sends nothing; the link says beforehand which scope is missing.
 */
export function NewItemLink({ href, label, problem }: NewItemLinkProps) {
  const { describedBy, hint } = useHint(problem);
  return (
    <div className="new-profile">
      <a href={href} className="button-link" aria-describedby={describedBy}>
        {label}
      </a>
      {hint}
    </div>
  );
}
