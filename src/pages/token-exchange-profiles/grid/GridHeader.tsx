/** biome-ignore-all lint/a11y/useSemanticElements: a virtualized grid positions its rows absolutely, which table layout cannot do; divs with ARIA grid roles are the pattern for that. */
/** biome-ignore-all lint/a11y/useFocusableInteractive: the header row takes no focus; rows below it do. */
import { COLUMNS } from "./columns";

/** The grid's header row, the same while it loads and once profiles are in. */
export function GridHeader({ height }: { height: number }) {
  return (
    <div role="rowgroup" className="profile-grid-head">
      <div role="row" aria-rowindex={1} className="profile-row" style={{ height }}>
        {COLUMNS.map((column) => (
          <div role="columnheader" key={column.field} className="cell">
            {column.label}
          </div>
        ))}
      </div>
    </div>
  );
}
