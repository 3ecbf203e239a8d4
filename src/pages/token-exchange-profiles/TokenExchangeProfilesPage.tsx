import { useSession } from "../../session/SessionContext";
import { useApiClient } from "../../session/useApiClient";
import { TokenExchangeProfileList } from "./TokenExchangeProfileList";

export default function TokenExchangeProfilesPage() {
  const client = useApiClient();
  const scopes = useSession()?.claims.scopes ?? [];
  return <TokenExchangeProfileList client={client} scopes={scopes} />;
}
