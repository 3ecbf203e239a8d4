import { useSession } from "../../session/SessionContext";
import { useApiClient } from "../../session/useApiClient";
import { ProfilesScreen } from "./ProfilesScreen";

export default function TokenExchangeProfilesPage() {
  const client = useApiClient();
  const scopes = useSession()?.claims.scopes ?? [];
  return <ProfilesScreen client={client} scopes={scopes} />;
}
