-- Up Migration

-- The tenant's rate budget, shared by every job and instance (issue 39 item 3, decision 029's
-- amendment): a row per tenant credential and rate-limit bucket. `global` is the tenant-wide
-- bucket; an operation with a bucket of its own (organizations, members, …: lifecycle-operations
-- "Rate-limit buckets") has a row of that bucket's name beside it. Every answer the proxy gets
-- re-anchors its bucket's row to the tenant's X-RateLimit-* figures; a job's call takes its turn
-- in one statement (server/jobs/rateBudgetSql.ts). Times are the database's clock, the one clock
-- every instance shares.
CREATE TABLE console_rate_budgets (
  -- The tenant URL and the client id its calls are charged to.
  tenant text NOT NULL,
  bucket text NOT NULL,
  -- X-RateLimit-Limit and X-RateLimit-Remaining of the last answer, and when it was observed;
  -- null until one came.
  size integer,
  remaining double precision,
  anchored_at timestamptz,
  -- The refill, requests a second: measured from how Remaining moves, and a first estimate
  -- from X-RateLimit-Reset until a second of samples exists.
  rate double precision,
  rate_from_reset double precision,
  -- Answers charged to this bucket so far; the sample the refill is measured from.
  answers bigint NOT NULL DEFAULT 0,
  sample_at timestamptz,
  sample_remaining double precision,
  sample_answers bigint,
  -- Job calls that took their turn and have no answer yet, any instance's:
  -- {"<turn id>": [epoch seconds taken, requests]}. An entry older than a call can live is
  -- ignored and dropped, so a dead instance's calls never hold the budget.
  in_flight jsonb NOT NULL DEFAULT '{}',
  PRIMARY KEY (tenant, bucket)
);

-- Down Migration
DROP TABLE console_rate_budgets;
