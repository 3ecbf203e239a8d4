import type { Organization } from "../../src/api/schemas/index.ts";

/** Present in every seed, so a 409 (name taken) can be shown without creating anything first. */
export const STABLE_ORGANIZATIONS: readonly Organization[] = [
  {
    id: "org_Ac3mEc0rp9Xw2Lq7",
    name: "acme",
    display_name: "Acme Corporation",
    branding: {
      logo_url: "https://acme.example/logo.png",
      colors: { primary: "#0059d6", page_background: "#e3e2ff" },
    },
    metadata: { tier: "enterprise" },
    enabled_connections: [
      {
        connection_id: "con_Sm1p3Rt8Vw6Yb2Nc",
        assign_membership_on_login: true,
        connection: { name: "corp", strategy: "samlp" },
      },
    ],
    third_party_client_access: "block",
  },
  { id: "org_G10b3xEu4Tn8Rs1Y", name: "globex-eu", third_party_client_access: "allow" },
];

export function seedOrganizations(): Organization[] {
  return STABLE_ORGANIZATIONS.map((organization) => structuredClone(organization));
}
