import { lazy, Suspense, useState } from "react";
import { OPERATION_SCOPES } from "../../api/schemas/scopes";
import { History } from "../../forms/shared/history/History";
import { userAttributeProfileMessages as text } from "../../forms/user-attribute-profile/messages";
import { UserAttributeProfileForm } from "../../forms/user-attribute-profile/UserAttributeProfileForm";
import { takeNews } from "../../lib/news";
import { routeParam, routePath } from "../../lib/routeQuery";
import { useSession } from "../../session/SessionContext";
import { useApiClient } from "../../session/useApiClient";
import { useWriteScope } from "../../session/useWriteScope";
import { Banner } from "../../ui/Banner";
import { MissingScopeNotice } from "../../ui/MissingScopeNotice";
import { NewItemLink } from "../../ui/NewItemLink";
import { OpenFromAddress } from "../../ui/OpenFromAddress";
import { useHashRoute } from "../../ui/useHashRoute";
import { WriteNews } from "../../ui/WriteNews";
import { DeleteUserAttributeProfile } from "./DeleteUserAttributeProfile";
import { LIST_PATH, NEW_PATH } from "./paths";
import { UserAttributeProfileLinks } from "./UserAttributeProfileLinks";

const READ_SCOPE = OPERATION_SCOPES.getUserAttributeProfile;
const NewUserAttributeProfilePage = lazy(() => import("./NewUserAttributeProfilePage"));

export default function UserAttributeProfilePage() {
  const route = useHashRoute();
  if (routePath(route) === NEW_PATH) {
    return (
      <Suspense fallback={<p aria-busy="true">…</p>}>
        <NewUserAttributeProfilePage />
      </Suspense>
    );
  }
  return <EditUserAttributeProfile route={route} />;
}

function EditUserAttributeProfile({ route }: { route: string }) {
  const session = useSession();
  const client = useApiClient();
  const blocked = useWriteScope("patchUserAttributeProfile");
  const cannotDelete = useWriteScope("deleteUserAttributeProfile");
  const cannotCreate = useWriteScope("createUserAttributeProfile");
  const canRead = session?.claims.scopes.includes(READ_SCOPE) ?? false;
  // What the last write did: left by New profile, or a delete, which takes the focus with it.
  const [news, setNews] = useState(() => ({ text: takeNews(LIST_PATH) ?? "", focus: 0 }));
  // `#/user-attribute-profiles?profile=…` (the command palette) opens that profile.
  const requested = routeParam(route, "profile");
  return (
    <section aria-labelledby="uap-heading">
      <div className="page-header">
        <h1 id="uap-heading">{text.heading}</h1>
        <NewItemLink href={`#${NEW_PATH}`} label={text.create.link} problem={cannotCreate} />
      </div>
      <MissingScopeNotice problem={blocked} />
      <p className="narrow">{text.intro}</p>
      {canRead ? null : (
        <Banner as="p" tone="warning">
          {text.cannotRead(READ_SCOPE)}
        </Banner>
      )}
      <WriteNews text={news.text} focusKey={news.focus} />
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
          belowOpened={(profile, reopen) => (
            <History
              client={client}
              type="user_attribute_profile"
              id={profile.id}
              onRestored={reopen}
            />
          )}
          opened={(profile, forget) => (
            <DeleteUserAttributeProfile
              key={profile.id}
              client={client}
              profile={profile}
              blockedBy={cannotDelete}
              onDeleted={(message) => {
                forget();
                setNews((before) => ({ text: message, focus: before.focus + 1 }));
                // The address named the deleted profile: a reload or a shared link would miss.
                if (requested !== undefined) window.location.hash = `#${LIST_PATH}`;
              }}
            />
          )}
        />
      ) : null}
    </section>
  );
}
