import type { Action, ActionTrigger } from "../../src/api/schemas/index.ts";

interface ActionSeed {
  id: string;
  name: string;
  trigger: ActionTrigger;
  /** Deployed version number; absent for an action never deployed. */
  deployed?: number;
  status?: Action["status"];
  createdAt: string;
  updatedAt: string;
}

const SEEDS: readonly ActionSeed[] = [
  {
    id: "3b8f1c2e-6d4a-4f7b-a9e1-5c2d8b7a4f10",
    name: "Validate legacy session token",
    trigger: "custom-token-exchange",
    deployed: 7,
    createdAt: "2024-02-12T09:14:03.512Z",
    updatedAt: "2025-03-04T16:20:41.027Z",
  },
  {
    id: "9e4d2a71-0c5b-4e38-b6f2-1a7c3d9e8b24",
    name: "Exchange partner SAML assertion",
    trigger: "custom-token-exchange",
    deployed: 3,
    createdAt: "2024-05-27T13:02:58.118Z",
    updatedAt: "2024-11-19T08:45:12.640Z",
  },
  {
    id: "c7a15e93-2b6f-4d0a-8e47-f3b9d1c6a582",
    name: "Verify mobile device attestation",
    trigger: "custom-token-exchange",
    deployed: 12,
    createdAt: "2024-08-03T07:31:26.904Z",
    updatedAt: "2025-04-28T11:09:55.381Z",
  },
  {
    // Written, built, never deployed: a profile cannot use it yet.
    id: "5f2e8b14-9a3c-4d71-b0e6-7c4a2f1d9e38",
    name: "Mainframe ticket bridge (draft)",
    trigger: "custom-token-exchange",
    createdAt: "2025-05-06T15:48:10.233Z",
    updatedAt: "2025-05-21T10:02:37.775Z",
  },
  {
    id: "0d6b3f8a-4e2c-4a95-9f17-b8e5c3a1d640",
    name: "Kiosk badge exchange",
    trigger: "custom-token-exchange",
    status: "failed",
    createdAt: "2025-04-14T12:20:44.019Z",
    updatedAt: "2025-04-14T12:26:09.452Z",
  },
  {
    id: "e1f9c4b2-7a3d-4c68-8b05-2d9f6e1a7c33",
    name: "Add roles to tokens",
    trigger: "post-login",
    deployed: 21,
    createdAt: "2023-10-02T10:11:12.131Z",
    updatedAt: "2025-02-17T09:30:00.482Z",
  },
  {
    id: "84c2a6e0-1f7b-4d3e-a592-6b0e8d4c1f75",
    name: "Block disposable email domains",
    trigger: "pre-user-registration",
    deployed: 4,
    createdAt: "2024-01-22T14:05:39.860Z",
    updatedAt: "2024-06-30T18:44:21.006Z",
  },
  {
    id: "2a7e5d39-c8b1-4f06-9d24-e3a1b7f5c982",
    name: "Sync new users to HR",
    trigger: "post-user-registration",
    createdAt: "2025-01-09T08:00:15.347Z",
    updatedAt: "2025-01-09T08:00:15.347Z",
  },
  {
    id: "f0b3d7a5-6e2c-4b19-8a74-c5d1e9f2b067",
    name: "Check breached passwords",
    trigger: "post-credential-validation",
    deployed: 2,
    createdAt: "2024-09-18T17:23:45.672Z",
    updatedAt: "2024-10-01T06:12:08.915Z",
  },
];

/** The deployed version's id: derived from the action's, so it is fixed too. */
function versionId(seed: ActionSeed): string {
  return `${seed.id.slice(0, 24)}${String(seed.deployed).padStart(12, "0")}`;
}

function actionOf(seed: ActionSeed): Action {
  return {
    id: seed.id,
    name: seed.name,
    supported_triggers: [
      { id: seed.trigger, version: seed.trigger === "post-login" ? "v3" : "v1" },
    ],
    status: seed.status ?? "built",
    all_changes_deployed: seed.deployed !== undefined,
    ...(seed.deployed === undefined
      ? {}
      : {
          deployed_version: {
            id: versionId(seed),
            number: seed.deployed,
            deployed: true,
            status: "built",
            created_at: seed.updatedAt,
          },
        }),
    created_at: seed.createdAt,
    updated_at: seed.updatedAt,
    runtime: "node22",
    dependencies: [],
    secrets: [],
  };
}

/**
 * Fixed for every seed: three actions deployed on the custom token exchange trigger, one never
 * deployed, one whose build failed, and four bound to other triggers, so each of the create
 * operation's 400s can be met and the listing's filters each leave something out.
 */
export const STABLE_ACTIONS: readonly Action[] = SEEDS.map(actionOf);

/** The actions a token exchange profile can use: deployed, on custom token exchange. */
export const TOKEN_EXCHANGE_ACTION_IDS: readonly string[] = SEEDS.filter(
  (seed) => seed.trigger === "custom-token-exchange" && seed.deployed !== undefined,
).map((seed) => seed.id);

export function seedActions(): Action[] {
  return STABLE_ACTIONS.map((action) => structuredClone(action));
}
