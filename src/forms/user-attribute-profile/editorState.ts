import type { SavedOutcome } from "./save/SaveResult";
import type { StartingPoint } from "./start/startingPoint";

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
}

export type EditorAction =
  | { type: "id-typed"; profileId: string }
  | { type: "id-problem"; message: string; alert?: string }
  | { type: "json-typed"; jsonText: string }
  | { type: "json-problem"; message: string }
  /** A new starting point; `profileId` fills in the id a pasted profile gave. */
  | { type: "start"; start: StartingPoint; profileId?: string | undefined; jsonStatus?: string }
  | { type: "alert"; message: string | undefined }
  | { type: "saved"; start: StartingPoint; outcome: SavedOutcome };

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case "id-typed":
      return { ...state, profileId: action.profileId, idError: undefined };
    case "id-problem":
      return { ...state, idError: action.message, alert: action.alert };
    case "json-typed":
      return { ...state, jsonText: action.jsonText, jsonError: undefined, jsonStatus: undefined };
    case "json-problem":
      return { ...state, jsonError: action.message, jsonStatus: undefined };
    case "start": {
      const { start, profileId, jsonStatus } = action;
      const id = profileId === undefined ? {} : { profileId, idError: undefined };
      return {
        ...state,
        ...id,
        start,
        jsonStatus,
        jsonError: undefined,
        alert: undefined,
        outcome: undefined,
      };
    }
    case "alert":
      return { ...state, alert: action.message };
    case "saved":
      return { ...state, start: action.start, outcome: action.outcome, alert: undefined };
  }
}
