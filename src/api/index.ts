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
export {
  type ConnectionFilter,
  connectionKeys,
  connectionListOptions,
  type ListConnectionsInput,
  listConnections,
} from "./connections/list";
export { type CurlInput, toCurl } from "./curl";
export type { HttpMethod } from "./httpMethod";
export {
  CREATE_ORGANIZATION_WRITE,
  type CreateOrganizationInput,
  createOrganization,
  createOrganizationOptions,
  organizationKeys,
} from "./organizations/create";
export { MAX_ATTEMPTS, MAX_RATE_LIMIT_WAIT_MS } from "./retryPolicy";
export {
  CLEAR_WRITE,
  type ClearRiskAssessmentsInput,
  clearRiskAssessments,
  riskAssessmentKeys,
} from "./risk-assessments/clear";
export {
  type ListTokenExchangeProfilesInput,
  listTokenExchangeProfiles,
  profileKeys,
  profileListOptions,
} from "./token-exchange-profiles/list";
export {
  getUserAttributeProfile,
  userAttributeProfileDetailKeys,
  userAttributeProfileOptions,
} from "./user-attribute-profiles/get";
export {
  type ListUserAttributeProfilesInput,
  listUserAttributeProfiles,
  userAttributeProfileListKeys,
  userAttributeProfileListOptions,
} from "./user-attribute-profiles/list";
export {
  type PatchUserAttributeProfileInput,
  patchUserAttributeProfile,
  patchUserAttributeProfileOptions,
  userAttributeProfileKeys,
} from "./user-attribute-profiles/patch";
export {
  getUserIdentities,
  userIdentitiesOptions,
  userKeys,
} from "./users/get";
