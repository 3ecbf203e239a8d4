import { OPERATION_SCOPES } from "../api/schemas/scopes";
import { OpenFromAddress } from "../app/palette/OpenFromAddress";
import { routeParam } from "../app/routeQuery";
import { useHashRoute } from "../app/useHashRoute";
import { UserAttributeProfileForm } from "../forms/userAttributeProfile/UserAttributeProfileForm";
import { useSession } from "../session/SessionContext";
import { useApiClient } from "../session/useApiClient";
import { useWriteScope } from "../session/useWriteScope";
import { MissingScopeNotice } from "../ui/MissingScopeNotice";
import { ProfileLinks } from "./userAttributeProfiles/ProfileLinks";

const READ_SCOPE = OPERATION_SCOPES.getUserAttributeProfile;

export default function UserAttributeProfilePage() {
  const session = useSession();
  const client = useApiClient();
  const blocked = useWriteScope("patchUserAttributeProfile");
  const canRead = session?.claims.scopes.includes(READ_SCOPE) ?? false;
  // `#/user-attribute-profiles?profile=…` (the command palette) opens that profile.
  const requested = routeParam(useHashRoute(), "profile");
  return (
    <section aria-labelledby="uap-heading">
      <h1 id="uap-heading">Edit a user attribute profile</h1>
      <MissingScopeNotice problem={blocked} />
      <p className="narrow">
        Open a profile, change what you need and save: only your changes are sent, and everything
        else in the profile stays as it is.
      </p>
      {canRead ? null : (
        <p className="banner warning">
          This token can't read user attribute profiles: it needs {READ_SCOPE}. With it, this screen
          lists the tenant's profiles and opens one to show what it holds. Without it, paste the
          profile's JSON in "Start from JSON" to start from what the tenant holds.
        </p>
      )}
      {/* Keyed by tenant: drafts and "last saved here" belong to one tenant. */}
      {session ? (
        <UserAttributeProfileForm
          key={session.tenantUrl}
          client={client}
          tenantUrl={session.tenantUrl}
          blockedBy={blocked}
          canRead={canRead}
          list={
            canRead
              ? (open) => (
                  <>
                    <OpenFromAddress id={requested} open={open} />
                    <ProfileLinks client={client} onOpen={open} />
                  </>
                )
              : undefined
          }
        />
      ) : null}
    </section>
  );
}
