import { useConsoleJobs } from "../session/useConsoleJobs";
import { useConsoleStore } from "../session/useConsoleStore";
import { findRoute, ROUTES } from "./routes";

interface Props {
  tenantUrl: string;
  path: string;
  onFollow: () => void;
}

/**
 * The navigation links of the screens that need the server's store (Recently deleted), shown
 * once the server says it keeps one, and Jobs once it says it runs them. Loaded apart from the entry: a token connected to a tenant
 * elsewhere never asks.
 */
export function StoreNavLinks({ tenantUrl, path, onFollow }: Props) {
  const jobs = useConsoleJobs(tenantUrl) === true;
  if (!useConsoleStore(tenantUrl)) return null;
  return ROUTES.filter((route) => route.needsStore && (jobs || !route.needsJobs)).map((route) => (
    <li key={route.path}>
      <a
        href={`#${route.path}`}
        aria-current={findRoute(path) === route ? "page" : undefined}
        onClick={onFollow}
      >
        {route.label}
      </a>
    </li>
  ));
}
