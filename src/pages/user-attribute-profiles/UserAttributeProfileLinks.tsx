import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { describeApiError } from "../../api/apiError";
import type { ApiClient } from "../../api/client";
import { userAttributeProfileKeys } from "../../api/user-attribute-profiles/keys";
import { userAttributeProfileListOptions } from "../../api/user-attribute-profiles/list";
import { userAttributeProfileMessages as text } from "../../forms/user-attribute-profile/messages";
import { Button } from "../../ui/Button";
import { Countdown } from "../../ui/Countdown";
import { FormAlert } from "../../ui/FormAlert";
import { IsolatedText } from "../../ui/IsolatedText";
import { progressText } from "../../ui/listProgress";
import { useResumeAt } from "../../ui/useResumeAt";

interface UserAttributeProfileLinksProps {
  client: ApiClient;
  /** Opens the chosen profile in the editor below. */
  onOpen: (id: string) => void;
}

/** The tenant's profiles, a page at a time (checkpoint cursor), each a link that opens it. */
export function UserAttributeProfileLinks({ client, onOpen }: UserAttributeProfileLinksProps) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const list = useInfiniteQuery(userAttributeProfileListOptions(client));
  const profiles = list.data?.pages.flatMap((page) => page.user_attribute_profiles) ?? [];
  const resumeAt = useResumeAt(client.rateLimitBudget, list.isFetching);
  const restart = () => {
    void queryClient.resetQueries({ queryKey: userAttributeProfileKeys.lists() });
  };

  return (
    <section aria-labelledby={headingId} aria-busy={list.isFetching} className="stack">
      <h2 id={headingId}>{text.list.heading}</h2>
      {profiles.length > 0 ? (
        <ul className="uap-profile-links">
          {profiles.map((profile) => (
            <li key={profile.id}>
              {/* biome-ignore lint/a11y/useValidAnchor: the testing contract names these links; the address is this screen, so a link opened in a new tab lands here, and a click opens the profile in place. */}
              <a
                href="#/user-attribute-profiles"
                aria-describedby={`${headingId}-${profile.id}`}
                onClick={(event) => {
                  event.preventDefault();
                  onOpen(profile.id);
                }}
              >
                <IsolatedText text={profile.name} />
              </a>{" "}
              <span id={`${headingId}-${profile.id}`} className="mono uap-status">
                <IsolatedText text={profile.id} />
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="uap-row-actions uap-list-status">
        <p role="status" className="uap-status">
          {resumeAt !== undefined ? (
            <>
              {text.list.rateLimited} <Countdown until={resumeAt} />.
            </>
          ) : (
            progressText(
              {
                loaded: profiles.length,
                started: list.data !== undefined,
                hasMore: list.hasNextPage,
                failed: list.isError,
              },
              text.list.progress,
            )
          )}
        </p>
        {list.isError ? (
          <FormAlert>
            {list.data === undefined ? text.list.listFailed : text.list.moreFailed}{" "}
            <IsolatedText text={describeApiError(list.error)} />{" "}
            <Button onClick={restart}>{text.list.startAgain}</Button>
          </FormAlert>
        ) : list.hasNextPage ? (
          // Stays enabled-looking while a page loads, so focus is not dropped.
          <Button
            className="uap-load-more"
            aria-disabled={list.isFetchingNextPage}
            onClick={() => {
              if (!list.isFetchingNextPage) void list.fetchNextPage();
            }}
          >
            {text.list.loadMore}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
