import type { Role } from "../../src/api/schemas/index.ts";

/**
 * The tenant's roles, the same for every seed (lifecycle-operations.md: ids `rol_…`, items
 * `{id, name, description}`): an organization member's roles are chosen among them.
 */
const NAMED_ROLES: readonly Role[] = [
  {
    id: "rol_Adm1n1str4t0rR0l",
    name: "Administrator",
    description: "Manages the organization's settings, connections and members.",
  },
  {
    id: "rol_B1ll1ngAdm1nR0lB",
    name: "Billing admin",
    description: "Sees invoices and changes the payment details.",
  },
  {
    id: "rol_Supp0rtAg3ntR0lC",
    name: "Support agent",
    description: "Helps the organization's users sign in.",
  },
  { id: "rol_V13w3rR34d0nlyRD", name: "Viewer", description: "Reads everything, changes nothing." },
  {
    id: "rol_Ed1t0rC0nt3ntR0E",
    name: "Editor",
    description: "Changes the organization's content.",
  },
  {
    id: "rol_Aud1t0rC0mpl1anF",
    name: "Auditor",
    description: "Reads the organization's activity for compliance reviews.",
  },
  {
    id: "rol_Own3rF0und3rR0lG",
    name: "Owner",
    description: "Holds every right, including deleting the organization.",
  },
  {
    id: "rol_M3mb3rD3f4ultR0H",
    name: "Member",
    description: "What every member of the organization may do.",
  },
  {
    id: "rol_D3v3l0p3rAp1sR0I",
    name: "Developer",
    description: "Manages the organization's applications and API access.",
  },
  {
    id: "rol_S3cur1tyAn4lystJ",
    name: "Security analyst",
    description: "Reviews sign-in risk and blocked users.",
  },
];

/**
 * Fifty project roles after the named ones, so a member can reach the service's 50 roles and
 * the 51st is refused (its 409), and the role picker has more than one page to look through.
 */
const PROJECT_ROLES: readonly Role[] = Array.from({ length: 50 }, (_, i) => {
  const n = String(i + 1).padStart(2, "0");
  return {
    id: `rol_Pr0j3ctR0l3s0${n}X`,
    name: `Project ${n} contributor`,
    description: `Works on project ${n}.`,
  };
});

export const SEED_ROLES: readonly Role[] = [...NAMED_ROLES, ...PROJECT_ROLES];
