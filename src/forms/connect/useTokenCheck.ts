import { useState } from "react";
import type { ApiError } from "../../api/apiError";
import { checkToken } from "../../session/tokenCheck";
import { connectMessages as text } from "./messages";

/** A tenant's message ends the console's sentence, which brings its own full stop. */
function withoutFullStop(message: string): string {
  return message.trim().replace(/[.\s]+$/, "");
}

/** Why Connect did not open the console, in the connect screen's words. */
function tokenCheckProblem(error: ApiError): string {
  const message = withoutFullStop(error.message);
  if (error.status === 401 || error.status === 403) return text.refused(message);
  if (error.kind === "network") return text.unreachable(message);
  return text.tenantFailed(error.status, message);
}

interface TokenCheck {
  checking: boolean;
  /** Why the last check did not let the console open; undefined before one or after success. */
  problem: string | undefined;
  /** Makes Connect's one read; calls `onAccepted` only when the tenant takes the token. */
  run: (tenantUrl: string, token: string, onAccepted: () => void) => Promise<void>;
  /** For a failure found before the read (the server's session could not be had). */
  fail: (problem: string) => void;
}

/** The connect screen and the Reconnect dialog both open the console only after this read. */
export function useTokenCheck(): TokenCheck {
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const run = async (tenantUrl: string, token: string, onAccepted: () => void) => {
    setChecking(true);
    setProblem(undefined);
    const error = await checkToken(tenantUrl, token);
    setChecking(false);
    if (error) setProblem(tokenCheckProblem(error));
    else onAccepted();
  };
  return { checking, problem, run, fail: setProblem };
}
