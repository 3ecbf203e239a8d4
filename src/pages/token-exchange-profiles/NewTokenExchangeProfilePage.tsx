import { useQuery, useQueryClient } from "@tanstack/react-query";
import { LIMITS } from "../../api/schemas/limits";
import { OPERATION_SCOPES } from "../../api/schemas/scopes";
import { profileCreated } from "../../api/token-exchange-profiles/cache";
import { profileRoomOptions } from "../../api/token-exchange-profiles/room";
import { NewTokenExchangeProfileForm } from "../../forms/token-exchange-profile/NewTokenExchangeProfileForm";
import { useSession } from "../../session/SessionContext";
import { useApiClient } from "../../session/useApiClient";
import { useWriteScope } from "../../session/useWriteScope";
import { Banner } from "../../ui/Banner";
import { WritePage } from "../../ui/WritePage";
import { detailsHash, LIST_PATH } from "./details/detailsRoute";
import { tokenExchangeProfilesMessages as messages } from "./messages";
import "./profileLifecycle.css";
import { isolated } from "../../lib/isolated";
import { leaveNews } from "../../lib/news";

const text = messages.newProfile;

/** `#/token-exchange-profiles/new`; once created, the profile's details open at its address. */
export default function NewTokenExchangeProfilePage() {
  const client = useApiClient();
  const cache = useQueryClient();
  const scopes = useSession()?.claims.scopes ?? [];
  const blocked = useWriteScope("createTokenExchangeProfile");
  // Asked before anything is typed; a token that cannot read the listing learns it at submit.
  const canList = scopes.includes(OPERATION_SCOPES.listTokenExchangeProfiles);
  const room = useQuery({
    ...profileRoomOptions(client),
    enabled: blocked === undefined && canList,
  });
  const full = room.data === false ? text.full(LIMITS.tokenExchangeProfile.perTenant) : undefined;
  return (
    <WritePage
      headingId="new-profile-heading"
      heading={text.heading}
      intro={<p>{text.intro}</p>}
      aside={<a href={`#${LIST_PATH}`}>{text.back}</a>}
      blockedBy={blocked}
      className="new-profile-page"
    >
      {full ? (
        <Banner as="p" tone="warning" role="status">
          {full}.
        </Banner>
      ) : null}
      <NewTokenExchangeProfileForm
        client={client}
        blockedBy={blocked ?? full}
        canListActions={scopes.includes(OPERATION_SCOPES.listActions)}
        onCreated={(profile) => {
          profileCreated(cache, profile);
          leaveNews(LIST_PATH, text.created(isolated(profile.name)));
          window.location.hash = detailsHash(profile.id);
        }}
      />
    </WritePage>
  );
}
