import type { SavedOutcome } from "./SaveResult";
import type { StartingPoint } from "./startingPoint";

/** What gets the focus after the next render. */
export type FocusTarget = "first-error" | "alert" | "result" | "json";

/** Everything the screen holds beside the form values, changed in one place. */
export interface EditorState {
  /** The Profile id as typed, valid or not. */
  profileId: string;
  idError?: string | undefined;
  /** The "Start from JSON" text, kept whatever happens to it. */
  jsonText: string;
  jsonError?: string | undefined;
  jsonStatus?: string | undefined;
  start: StartingPoint;
  alert?: string | undefined;
  outcome?: SavedOutcome | undefined;
  focus: FocusTarget | null;
}

export type EditorAction =
  | { type: "id-typed"; profileId: string }
  | { type: "id-problem"; message: string; alert?: string; focus?: FocusTarget }
  | { type: "json-typed"; jsonText: string }
  | { type: "json-problem"; message: string }
  /** A new starting point; `profileId` fills an id the JSON gave. */
  | { type: "start"; start: StartingPoint; profileId?: string; jsonStatus?: string }
  | { type: "alert"; message: string | undefined; focus?: FocusTarget }
  | { type: "saved"; start: StartingPoint; outcome: SavedOutcome }
  | { type: "focus"; focus: FocusTarget }
  | { type: "focused" };

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case "id-typed":
      return { ...state, profileId: action.profileId, idError: undefined };
    case "id-problem":
      return {
        ...state,
        idError: action.message,
        alert: action.alert,
        focus: action.focus ?? state.focus,
      };
    case "json-typed":
      return { ...state, jsonText: action.jsonText, jsonError: undefined, jsonStatus: undefined };
    case "json-problem":
      return { ...state, jsonError: action.message, jsonStatus: undefined, focus: "json" };
    case "start": {
      const id = action.profileId;
      return {
        ...state,
        start: action.start,
        alert: undefined,
        outcome: undefined,
        jsonError: undefined,
        jsonStatus: action.jsonStatus,
        ...(id === undefined ? {} : { profileId: id, idError: undefined }),
      };
    }
    case "alert":
      return { ...state, alert: action.message, focus: action.focus ?? state.focus };
    case "saved":
      return {
        ...state,
        start: action.start,
        outcome: action.outcome,
        alert: undefined,
        focus: "result",
      };
    case "focus":
      return { ...state, focus: action.focus };
    case "focused":
      return { ...state, focus: null };
  }
}
