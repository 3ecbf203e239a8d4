import { UserAttributeProfileForm } from "../forms/userAttributeProfile/UserAttributeProfileForm";
import { useSession } from "../session/SessionContext";
import { useApiClient } from "../session/useApiClient";
import { useWriteScope } from "../session/useWriteScope";
import { MissingScopeNotice } from "../ui/MissingScopeNotice";

export default function UserAttributeProfilePage() {
  const session = useSession();
  const client = useApiClient();
  const blocked = useWriteScope("patchUserAttributeProfile");
  return (
    <section aria-labelledby="uap-heading">
      <h1 id="uap-heading">Edit a user attribute profile</h1>
      <MissingScopeNotice problem={blocked} />
      <p className="narrow">
        The tenant cannot be asked for a profile, so the form starts from what this console knows:
        the profile as last saved here, a JSON you paste, or nothing. Only what you change against
        that starting point is sent.
      </p>
      {/* Keyed by tenant: drafts and "last saved here" belong to one tenant. */}
      {session ? (
        <UserAttributeProfileForm
          key={session.tenantUrl}
          client={client}
          tenantUrl={session.tenantUrl}
          blockedBy={blocked}
        />
      ) : null}
    </section>
  );
}
