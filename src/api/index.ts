export {
  ApiError,
  type ApiErrorInit,
  type ApiErrorKind,
  describeApiError,
  type FieldProblem,
  fieldOfMessage,
  isApiError,
  type RateLimit,
  type WriteDescription,
} from "./apiError";
export type { ApiEvent, ApiEventListener, RateLimitWait, UnauthorizedEvent } from "./apiEvents";
export { type ApiPath, apiPath, PathParameterError } from "./apiPath";
export { API_PREFIX, apiUrl, type Query, type QueryValue } from "./apiUrl";
export {
  type ApiClient,
  type ApiClientOptions,
  type ApiRequest,
  createApiClient,
  type NoBodyRequest,
  type OptionalBodyRequest,
  type RequestOptions,
  type SchemaRequest,
} from "./client";
export { connectionKeys } from "./connections/keys";
export {
  type ConnectionFilter,
  connectionListOptions,
  type ListConnectionsInput,
  listConnections,
} from "./connections/list";
export { type CurlInput, toCurl } from "./curl";
export type { HttpMethod } from "./httpMethod";
export {
  CREATE_ORGANIZATION_WRITE,
  createOrganization,
  createOrganizationOptions,
} from "./organizations/create";
export { organizationKeys } from "./organizations/keys";
export { MAX_ATTEMPTS, MAX_RATE_LIMIT_WAIT_MS } from "./retryPolicy";
export {
  CLEAR_WRITE,
  type ClearRiskAssessmentsInput,
  clearRiskAssessments,
} from "./risk-assessments/clear";
export { riskAssessmentKeys } from "./risk-assessments/keys";
export { tokenExchangeProfileKeys } from "./token-exchange-profiles/keys";
export {
  listTokenExchangeProfiles,
  tokenExchangeProfileListOptions,
} from "./token-exchange-profiles/list";
export {
  getUserAttributeProfile,
  userAttributeProfileOptions,
} from "./user-attribute-profiles/get";
export { userAttributeProfileKeys } from "./user-attribute-profiles/keys";
export {
  listUserAttributeProfiles,
  userAttributeProfileListOptions,
} from "./user-attribute-profiles/list";
export {
  type PatchUserAttributeProfileInput,
  patchUserAttributeProfile,
  patchUserAttributeProfileOptions,
} from "./user-attribute-profiles/patch";
export { getUserIdentities, userIdentitiesOptions } from "./users/get";
export { userKeys } from "./users/keys";
