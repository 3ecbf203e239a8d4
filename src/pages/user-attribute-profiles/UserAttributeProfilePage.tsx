import { OPERATION_SCOPES } from "../../api/schemas/scopes";
import { userAttributeProfileMessages as text } from "../../forms/user-attribute-profile/messages";
import { UserAttributeProfileForm } from "../../forms/user-attribute-profile/UserAttributeProfileForm";
import { routeParam } from "../../lib/routeQuery";
import { useSession } from "../../session/SessionContext";
import { useApiClient } from "../../session/useApiClient";
import { useWriteScope } from "../../session/useWriteScope";
import { MissingScopeNotice } from "../../ui/MissingScopeNotice";
import { OpenFromAddress } from "../../ui/OpenFromAddress";
import { useHashRoute } from "../../ui/useHashRoute";
import { UserAttributeProfileLinks } from "./UserAttributeProfileLinks";

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
      <h1 id="uap-heading">{text.heading}</h1>
      <MissingScopeNotice problem={blocked} />
      <p className="narrow">{text.intro}</p>
      {canRead ? null : <p className="banner warning">{text.cannotRead(READ_SCOPE)}</p>}
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
                    <UserAttributeProfileLinks client={client} onOpen={open} />
                  </>
                )
              : undefined
          }
        />
      ) : null}
    </section>
  );
}
