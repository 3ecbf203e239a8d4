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
export { type CurlInput, toCurl } from "./curl";
export {
  getUserIdentities,
  userIdentitiesOptions,
  userKeys,
} from "./getUser";
export {
  getUserAttributeProfile,
  userAttributeProfileDetailKeys,
  userAttributeProfileOptions,
} from "./getUserAttributeProfile";
export type { HttpMethod } from "./httpMethod";
export {
  type ConnectionFilter,
  connectionKeys,
  connectionListOptions,
  type ListConnectionsInput,
  listConnections,
} from "./listConnections";
export {
  type ListUserAttributeProfilesInput,
  listUserAttributeProfiles,
  userAttributeProfileListKeys,
  userAttributeProfileListOptions,
} from "./listUserAttributeProfiles";
export {
  CREATE_ORGANIZATION_WRITE,
  type CreateOrganizationInput,
  createOrganization,
  createOrganizationOptions,
  organizationKeys,
} from "./organizations";
export { MAX_ATTEMPTS, MAX_RATE_LIMIT_WAIT_MS } from "./retryPolicy";
export {
  CLEAR_WRITE,
  type ClearRiskAssessmentsInput,
  clearRiskAssessments,
  riskAssessmentKeys,
} from "./riskAssessments";
export {
  type ListTokenExchangeProfilesInput,
  listTokenExchangeProfiles,
  profileKeys,
  profileListOptions,
} from "./tokenExchangeProfiles";
export {
  type PatchUserAttributeProfileInput,
  patchUserAttributeProfile,
  patchUserAttributeProfileOptions,
  userAttributeProfileKeys,
} from "./userAttributeProfiles";
