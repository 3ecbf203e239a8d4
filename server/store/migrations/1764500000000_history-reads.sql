-- Up Migration

-- What a delete of an organization took with it, read by the proxy just before the DELETE
-- (decision 026): `{"enabledConnections": [...], "memberIds": [...]}`, each key present only
-- when every page of it was read. Recently deleted's Restore re-enables and re-adds them.
ALTER TABLE console_audit_entries ADD COLUMN deleted_with jsonb;

-- Recently deleted leaves out a delete once a successful write names it as the entry it
-- restored: that look-up, per listed delete, by restore_of.
CREATE INDEX console_audit_restore_of ON console_audit_entries (restore_of)
  WHERE restore_of IS NOT NULL;

-- Team activity filtered by object id alone (any type): an object's history keeps its own
-- (object_type, object_id, id DESC) index.
CREATE INDEX console_audit_object_id ON console_audit_entries (object_id, id DESC);

-- Down Migration
DROP INDEX console_audit_object_id;
DROP INDEX console_audit_restore_of;
ALTER TABLE console_audit_entries DROP COLUMN deleted_with;
