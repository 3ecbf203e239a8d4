export type HttpMethod = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
