import {
  type Action,
  type ActionListQuery,
  isCustomTokenExchangeAction,
  isDeployed,
} from "../../src/api/schemas/index.ts";

/**
 * The tenant's actions, read-only: enough to choose a token exchange profile's action by name
 * and to refuse one that is missing, not deployed or bound to another trigger.
 */
export class ActionCatalog {
  private readonly byId: Map<string, Action>;

  constructor(private readonly actions: readonly Action[]) {
    this.byId = new Map(actions.map((action) => [action.id, action]));
  }

  get(id: string): Action | undefined {
    const action = this.byId.get(id);
    return action && structuredClone(action);
  }

  /**
   * In creation order. `actionName` matches exactly (the service does not say whether it
   * matches partly); `deployed=true` keeps deployed ones only, `false` filters nothing;
   * `installed` keeps marketplace integrations (true) or the tenant's own code (false).
   */
  list(query: Pick<ActionListQuery, "triggerId" | "actionName" | "deployed" | "installed">) {
    return this.actions
      .filter(
        (action) =>
          (query.triggerId === undefined ||
            action.supported_triggers.some((trigger) => trigger.id === query.triggerId)) &&
          (query.actionName === undefined || action.name === query.actionName) &&
          (query.deployed !== "true" || isDeployed(action)) &&
          (query.installed === undefined ||
            "integration" in action === (query.installed === "true")),
      )
      .map((action) => structuredClone(action));
  }

  all(): Action[] {
    return structuredClone([...this.actions]);
  }
}

/** Why an action cannot back a token exchange profile: the create operation's three 400s. */
export type ActionProblem = "action-not-found" | "action-wrong-trigger" | "action-not-deployed";

export function tokenExchangeActionProblem(action: Action | undefined): ActionProblem | undefined {
  if (!action) return "action-not-found";
  if (!isCustomTokenExchangeAction(action)) return "action-wrong-trigger";
  if (!isDeployed(action)) return "action-not-deployed";
  return undefined;
}
