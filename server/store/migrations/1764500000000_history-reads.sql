-- Up Migration

-- What a delete of an organization took with it, read by the proxy just before the DELETE
-- (decision 026): `{"enabledConnections": [...], "memberIds": [...]}`, each key present only
-- when every page of it was read. Recently deleted's Restore re-enables and re-adds them.
ALTER TABLE console_audit_entries ADD COLUMN deleted_with jsonb;

-- History and team Activity list newest first by time, then id (decision 026), so each filter's
-- index ends in (at DESC, id DESC): a filter with a time window then reads only its window
-- rather than every newer entry. (Ordered by id, a window half a year back took 200 ms over a
-- million entries.)
DROP INDEX console_audit_object;
DROP INDEX console_audit_person;
DROP INDEX console_audit_operation;
CREATE INDEX console_audit_object ON console_audit_entries (object_type, object_id, at DESC, id DESC);
CREATE INDEX console_audit_person ON console_audit_entries (operator_sub, at DESC, id DESC);
CREATE INDEX console_audit_operation ON console_audit_entries (operation, at DESC, id DESC);
-- Team Activity filtered by an object id alone, whatever its type.
CREATE INDEX console_audit_object_id ON console_audit_entries (object_id, at DESC, id DESC);

-- Recently deleted, newest first: the deletes of the objects a restore re-creates (the list
-- is server/history/reads.ts RESTORABLE_DELETES, spelled the same there so the planner can use
-- this index).
CREATE INDEX console_audit_deletes ON console_audit_entries (at DESC, id DESC)
  WHERE operation IN ('deleteOrganization', 'deleteTokenExchangeProfile',
    'deleteUserAttributeProfile');

-- Recently deleted leaves out a delete once a successful write names it as the entry it
-- restored: that look-up, per listed delete, by restore_of.
CREATE INDEX console_audit_restore_of ON console_audit_entries (restore_of)
  WHERE restore_of IS NOT NULL;

-- Down Migration
DROP INDEX console_audit_restore_of;
DROP INDEX console_audit_deletes;
DROP INDEX console_audit_object_id;
DROP INDEX console_audit_operation;
DROP INDEX console_audit_person;
DROP INDEX console_audit_object;
CREATE INDEX console_audit_object ON console_audit_entries (object_type, object_id, id DESC);
CREATE INDEX console_audit_person ON console_audit_entries (operator_sub, id DESC);
CREATE INDEX console_audit_operation ON console_audit_entries (operation, id DESC);
ALTER TABLE console_audit_entries DROP COLUMN deleted_with;
