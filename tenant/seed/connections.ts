import { alphanumeric, pick, randomFor } from "../prng.ts";
import type { SeedConnection } from "./types.ts";

/**
 * Fixed for every seed, so tests and documentation can name them. Together they cover every
 * strategy of the contract.
 */
export const STABLE_CONNECTIONS = [
  {
    id: "con_Oa1dc7Xq2Lm9Pz4K",
    name: "corp-oidc",
    display_name: "Corporate sign-in",
    strategy: "oidc",
  },
  { id: "con_Sm1p3Rt8Vw6Yb2Nc", name: "corp", display_name: "Corporate SAML", strategy: "samlp" },
  {
    id: "con_Pt9nR5sK3dW7qL2x",
    name: "partners",
    display_name: "Partner portal",
    strategy: "samlp",
  },
  { id: "con_Hq4dR1ct0ry8Zm3B", name: "hq-directory", strategy: "ad" },
  { id: "con_Br4nchFs6Jk2Wq9T", name: "branch-adfs", strategy: "adfs" },
  { id: "con_Cl0udD1r5Vx7Ny3Q", name: "cloud-directory", strategy: "waad" },
  { id: "con_W0rksp4c3Gh8Lp1M", name: "workspace", strategy: "workspace-suite" },
  { id: "con_Wf1dp7Ss0Kc4Rt6E", name: "workforce-sso", strategy: "workforce-idp" },
  { id: "con_F3d3r4t10nYu2Ob5", name: "federation", strategy: "federation-server" },
  // The support desk's own directory: big enough for a batch clear of 50 users.
  { id: "con_Supp0rtD3sk4Bu1k", name: "support-db", strategy: "workforce-idp" },
] as const satisfies readonly SeedConnection[];

const EXTRA_COUNT = 3;
const EXTRA_PREFIXES = ["acquired", "emea", "apac", "lab", "contractors", "retail"] as const;
const EXTRA_STRATEGIES = ["oidc", "samlp", "waad", "adfs"] as const;

export function seedConnections(seed: number): SeedConnection[] {
  const extras = Array.from({ length: EXTRA_COUNT }, (_, index): SeedConnection => {
    const random = randomFor(seed, 1, index);
    const strategy = pick(random, EXTRA_STRATEGIES);
    return {
      id: `con_${alphanumeric(random, 16)}`,
      name: `${pick(random, EXTRA_PREFIXES)}-${strategy}-${index + 1}`,
      strategy,
    };
  });
  return [...STABLE_CONNECTIONS.map((connection) => ({ ...connection })), ...extras];
}
