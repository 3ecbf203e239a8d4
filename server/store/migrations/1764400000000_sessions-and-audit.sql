-- Up Migration

-- Sessions of signed-in people (server/signIn/sessionStore.ts). `key` is the SHA-256 of the
-- cookie's id, never the id itself; times are epoch milliseconds as sessions.ts counts them.
CREATE TABLE console_sessions (
  key text PRIMARY KEY,
  operator jsonb NOT NULL,
  created_at bigint NOT NULL,
  last_seen_at bigint NOT NULL,
  expires_at bigint NOT NULL
);
CREATE INDEX console_sessions_expires_at ON console_sessions (expires_at);
CREATE INDEX console_sessions_last_seen_at ON console_sessions (last_seen_at);

-- Sign-ins between the redirect to the provider and its callback, answered once.
CREATE TABLE console_pending_sign_ins (
  key text PRIMARY KEY,
  pending jsonb NOT NULL,
  expires_at bigint NOT NULL
);
CREATE INDEX console_pending_sign_ins_expires_at ON console_pending_sign_ins (expires_at);

-- One row per write through the proxy, and per refused one (spec, "History"). Written by issue
-- 38 item 2; the columns and indexes are here so history and team activity need no new table.
CREATE TABLE console_audit_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  operator_sub text,
  operator_email text,
  operator_name text,
  operator_role text,
  operation text NOT NULL,
  object_type text,
  object_id text,
  object_name text,
  reason text,
  request_id text NOT NULL,
  status integer,
  -- null: answered; "unknown": no answer came; "refused": the role may not.
  outcome text,
  -- A restore (Restore this version, Recently deleted's Restore): the entry it restored, named
  -- by the write's X-Console-Restore-Of; its outcome is read like any other write's.
  restore_of bigint REFERENCES console_audit_entries (id) ON DELETE SET NULL,
  request_body jsonb,
  -- The object as read just before a PATCH or DELETE: history's "before", and what Recently
  -- deleted re-creates.
  before jsonb,
  answer jsonb
);
-- An object's history, newest first (GET /__console/history?type=…&id=…, cursor on id).
CREATE INDEX console_audit_object ON console_audit_entries (object_type, object_id, id DESC);
-- Team activity, newest first, and retention's delete by age.
CREATE INDEX console_audit_at ON console_audit_entries (at DESC, id DESC);
-- Team activity filtered by person or by operation.
CREATE INDEX console_audit_person ON console_audit_entries (operator_sub, id DESC);
CREATE INDEX console_audit_operation ON console_audit_entries (operation, id DESC);

-- Down Migration
DROP TABLE console_audit_entries;
DROP TABLE console_pending_sign_ins;
DROP TABLE console_sessions;
