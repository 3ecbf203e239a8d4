import { describeApiError, isApiError } from "../../../api/apiError";
import { OPERATION_SCOPES } from "../../../api/schemas/scopes";
import { Button } from "../../../ui/Button";
import { FormAlert } from "../../../ui/FormAlert";
import { IsolatedText } from "../../../ui/IsolatedText";
import { tokenExchangeProfilesMessages as text } from "../messages";

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
        {text.firstPage.failed} <IsolatedText text={describeApiError(error)} />
      </p>
      {forbidden ? (
        scopes.includes(SCOPE) ? (
          <p>{text.firstPage.earlyAccess(SCOPE)}</p>
        ) : (
          <p>{text.firstPage.missingScope(SCOPE)}</p>
        )
      ) : null}
      <Button onClick={onRetry}>{text.retry}</Button>
    </FormAlert>
  );
}
