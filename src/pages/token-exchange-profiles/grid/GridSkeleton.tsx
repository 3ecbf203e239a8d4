/** biome-ignore-all lint/a11y/useSemanticElements: a virtualized grid positions its rows absolutely, which table layout cannot do; divs with ARIA grid roles are the pattern for that. */
/** biome-ignore-all lint/a11y/useFocusableInteractive: rows take focus (roving tabindex), cells and headers do not. */
import { COLUMNS, HEADER_HEIGHT, ROW_HEIGHT } from "./columns";
import { GridHeader } from "./GridHeader";

const PLACEHOLDER_ROWS = ["a", "b", "c", "d", "e", "f"];

/** The first load: the grid's shape with grey bars; the status region says what is happening. */
export function GridSkeleton({ labelledBy }: { labelledBy: string }) {
  return (
    <div role="grid" aria-labelledby={labelledBy} aria-busy="true" className="profile-grid">
      <GridHeader height={HEADER_HEIGHT} />
      <div aria-hidden="true">
        {PLACEHOLDER_ROWS.map((row) => (
          <div key={row} className="profile-row skeleton-row" style={{ height: ROW_HEIGHT }}>
            {COLUMNS.map((column) => (
              <span key={column.field} className="cell">
                <span className="skeleton-bar" />
              </span>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
