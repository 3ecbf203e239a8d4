-- Up Migration

-- Server jobs (spec "Server jobs", decision 029): a batch a person started, run by the
-- instances through pg-boss (its own schema, `pgboss`, created by pg-boss itself). These two
-- tables are the console's record of the job and of each line's outcome; pg-boss only says which
-- slice of which job runs where, and retries a slice whose instance died.
CREATE TABLE console_jobs (
  id uuid PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('clear-risk-assessments', 'add-organization-members')),
  state text NOT NULL DEFAULT 'queued'
    CHECK (state IN ('queued', 'running', 'paused', 'finished', 'cancelled')),
  -- add-organization-members: the organization; clear-risk-assessments: null.
  organization_id text,
  -- clear-risk-assessments: the connection to clear in, or null for each user's own one.
  connection text,
  reason text,
  -- The signed-in person who started it; all null on a server without sign-in.
  started_by_sub text,
  started_by_email text,
  started_by_name text,
  started_by_role text,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz,
  total integer NOT NULL
);
CREATE INDEX console_jobs_created ON console_jobs (created_at DESC, id DESC);

-- One row per pasted line, in pasted order. `state` moves waiting → sending → done | failed |
-- unknown; "sending" is committed before the write leaves, so a slice taken over after a crash
-- finds what may have been sent and re-checks it or reports it unknown, never sends it again.
CREATE TABLE console_job_items (
  job_id uuid NOT NULL REFERENCES console_jobs (id) ON DELETE CASCADE,
  position integer NOT NULL,
  line text NOT NULL,
  -- The user id the line names (an email resolved in its slot), once known.
  resolved_id text,
  state text NOT NULL DEFAULT 'waiting'
    CHECK (state IN ('waiting', 'sending', 'done', 'failed', 'unknown')),
  -- The tenant's status for the write, or null (not sent, no answer).
  status integer,
  message text,
  error_code text,
  attempts integer NOT NULL DEFAULT 0,
  -- The request id of the write's audit entry (console_audit_entries.request_id).
  request_id text,
  -- Which run of which slice set "sending": only that run may settle it.
  claim text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (job_id, position)
);
-- A job's counts by state.
CREATE INDEX console_job_items_state ON console_job_items (job_id, state);

-- Down Migration
DROP TABLE console_job_items;
DROP TABLE console_jobs;
