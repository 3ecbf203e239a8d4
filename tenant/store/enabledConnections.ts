import type {
  OrganizationConnection,
  OrganizationConnectionAdd,
  OrganizationConnectionUpdate,
} from "../../src/api/schemas/index.ts";
import { LIMITS } from "../../src/api/schemas/index.ts";
import {
  answeredConnection,
  LIMIT_REACHED,
  NO_ORGANIZATION,
  type OrganizationLookups,
  type OrganizationRecord,
} from "./organizationRecord.ts";

/** The connections enabled in each organization, at most 10 per organization. */
export class EnabledConnectionStore {
  constructor(
    private readonly record: (id: string) => OrganizationRecord | undefined,
    private readonly lookups: OrganizationLookups,
  ) {}

  list(id: string): OrganizationConnection[] | undefined {
    const record = this.record(id);
    return record && [...record.connections.values()].map(answeredConnection);
  }

  get(
    id: string,
    connectionId: string,
  ): OrganizationConnection | typeof NO_ORGANIZATION | "not-enabled" {
    const record = this.record(id);
    if (!record) return NO_ORGANIZATION;
    const item = record.connections.get(connectionId);
    return item ? answeredConnection(item) : "not-enabled";
  }

  add(
    id: string,
    input: OrganizationConnectionAdd,
  ):
    | OrganizationConnection
    | typeof NO_ORGANIZATION
    | typeof LIMIT_REACHED
    | "no-connection"
    | "already-enabled" {
    const record = this.record(id);
    if (!record) return NO_ORGANIZATION;
    const connection = this.lookups.connection(input.connection_id);
    if (!connection) return "no-connection";
    if (record.connections.has(input.connection_id)) return "already-enabled";
    if (record.connections.size >= LIMITS.organization.enabledConnections.max) {
      return LIMIT_REACHED;
    }
    const item = {
      ...structuredClone(input),
      connection: { name: connection.name, strategy: connection.strategy },
    };
    record.connections.set(input.connection_id, item);
    return answeredConnection(item);
  }

  /** Flags sent replace those stored; the others stay. */
  update(
    id: string,
    connectionId: string,
    patch: OrganizationConnectionUpdate,
  ): OrganizationConnection | typeof NO_ORGANIZATION | "not-enabled" {
    const record = this.record(id);
    if (!record) return NO_ORGANIZATION;
    const item = record.connections.get(connectionId);
    if (!item) return "not-enabled";
    const next = { ...item, ...structuredClone(patch) };
    record.connections.set(connectionId, next);
    return answeredConnection(next);
  }

  /** Removes the connection from the organization only; the connection itself stays. */
  remove(id: string, connectionId: string): "removed" | typeof NO_ORGANIZATION | "not-enabled" {
    const record = this.record(id);
    if (!record) return NO_ORGANIZATION;
    return record.connections.delete(connectionId) ? "removed" : "not-enabled";
  }
}
