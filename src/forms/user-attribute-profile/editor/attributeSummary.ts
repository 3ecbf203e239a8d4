import { STRATEGIES } from "../../../api/schemas/userAttributeProfile";
import type { AttributeRow } from "../fields";

/** What the overview says of one attribute without opening it. */
interface AttributeSummary {
  /** The protocols that have a mapping set on the attribute itself, in a fixed order. */
  protocols: ("SAML" | "OIDC" | "SCIM")[];
  overrides: number;
}

export function summaryOf(row: AttributeRow): AttributeSummary {
  const protocols: AttributeSummary["protocols"] = [];
  if (row.saml_mapping.length > 0) protocols.push("SAML");
  if (row.oidc_mapping.mapping !== "") protocols.push("OIDC");
  if (row.scim_mapping !== "") protocols.push("SCIM");
  const overrides = STRATEGIES.filter((strategy) => row.strategy_overrides[strategy]?.present);
  return { protocols, overrides: overrides.length };
}
