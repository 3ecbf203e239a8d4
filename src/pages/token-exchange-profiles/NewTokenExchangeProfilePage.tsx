import { useQueryClient } from "@tanstack/react-query";
import { OPERATION_SCOPES } from "../../api/schemas/scopes";
import { profileCreated } from "../../api/token-exchange-profiles/cache";
import { NewTokenExchangeProfileForm } from "../../forms/token-exchange-profile/NewTokenExchangeProfileForm";
import { useSession } from "../../session/SessionContext";
import { useApiClient } from "../../session/useApiClient";
import { useWriteScope } from "../../session/useWriteScope";
import { MissingScopeNotice } from "../../ui/MissingScopeNotice";
import { PageHeader } from "../../ui/PageHeader";
import { detailsHash, LIST_PATH } from "./detailsRoute";
import { tokenExchangeProfilesMessages as messages } from "./messages";
import "./profileLifecycle.css";

const text = messages.newProfile;

/** `#/token-exchange-profiles/new`; once created, the profile's details open at its address. */
export default function NewTokenExchangeProfilePage() {
  const client = useApiClient();
  const cache = useQueryClient();
  const scopes = useSession()?.claims.scopes ?? [];
  const blocked = useWriteScope("createTokenExchangeProfile");
  return (
    <section aria-labelledby="new-profile-heading" className="new-profile-page">
      <PageHeader
        headingId="new-profile-heading"
        heading={text.heading}
        aside={<a href={`#${LIST_PATH}`}>{text.back}</a>}
      >
        <p>{text.intro}</p>
      </PageHeader>
      <MissingScopeNotice problem={blocked} />
      <NewTokenExchangeProfileForm
        client={client}
        blockedBy={blocked}
        canListActions={scopes.includes(OPERATION_SCOPES.listActions)}
        onCreated={(profile) => {
          profileCreated(cache, profile);
          window.location.hash = detailsHash(profile.id);
        }}
      />
    </section>
  );
}
