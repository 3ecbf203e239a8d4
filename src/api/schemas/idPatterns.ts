/* Import-free, so the first screen's response check (src/api/token-exchange-profiles/listCheck.ts) reads the same shapes without zod. */
/** Identifier shapes seen in real traffic (service-facts.md). */
export const ID_PATTERNS = {
  organization: /^org_[A-Za-z0-9]{16}$/,
  tokenExchangeProfile: /^tep_[A-Za-z0-9]{16}$/,
  userAttributeProfile: /^uap_[A-Za-z0-9]{22}$/,
  connection: /^con_[A-Za-z0-9]{16}$/,
  role: /^rol_[A-Za-z0-9]{16}$/,
} as const;

/** The contract's name rules (management-api.md, service-facts.md), whole values. */
export const NAME_PATTERNS = {
  /** organization-name: lowercase letters, digits, `_` and `-` (may start with a digit). */
  organization: /^[a-z0-9_-]+$/,
  /** A connection's name, as the risk assessment clear request gives it. */
  connection: /^[a-zA-Z0-9](-[a-zA-Z0-9]|[a-zA-Z0-9])*$/,
} as const;
