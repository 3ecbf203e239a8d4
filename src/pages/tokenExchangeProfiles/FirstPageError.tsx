import { describeApiError, isApiError } from "../../api/apiError";
import { OPERATION_SCOPES } from "../../api/schemas/scopes";
import { FormAlert } from "../../ui/FormAlert";
import { IsolatedText } from "../../ui/IsolatedText";

const SCOPE = OPERATION_SCOPES.listTokenExchangeProfiles;

interface FirstPageErrorProps {
  error: unknown;
  /** The scopes of the connected token, to say whether the listing's scope is among them. */
  scopes: readonly string[];
  onRetry: () => void;
}

/** A 403 shows the tenant's own message: it names the scope, or an early-access feature. */
export function FirstPageError({ error, scopes, onRetry }: FirstPageErrorProps) {
  const forbidden = isApiError(error) && error.status === 403;
  return (
    <FormAlert>
      <p>
        Could not load the profiles. <IsolatedText text={describeApiError(error)} />
      </p>
      {forbidden ? (
        scopes.includes(SCOPE) ? (
          <p>
            The token has <code>{SCOPE}</code>, so the tenant may not have this early-access listing
            enabled.
          </p>
        ) : (
          <p>
            The token lacks <code>{SCOPE}</code>, which listing profiles requires. Sign out and
            connect with a token that has it.
          </p>
        )
      ) : null}
      <button type="button" onClick={onRetry}>
        Retry
      </button>
    </FormAlert>
  );
}
