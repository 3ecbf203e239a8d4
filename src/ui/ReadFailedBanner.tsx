import { Banner } from "./Banner";
import { Button } from "./Button";

interface Props {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

/** A list's read failed: the reason, and a button that reads it again. */
export function ReadFailedBanner({ message, retryLabel, onRetry }: Props) {
  return (
    <Banner tone="error" role="alert" className="stack">
      <p>{message}</p>
      <div className="actions">
        <Button onClick={onRetry}>{retryLabel}</Button>
      </div>
    </Banner>
  );
}
