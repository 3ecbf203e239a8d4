/**
 * The statements of the shared rate budget (rateBudget.ts, table console_rate_budgets). The
 * model is the page's pacer's (src/lib/ratePacer.ts): a bucket's tokens are the last answer's
 * Remaining, plus the refill since at the measured rate, less the calls still in flight; but the
 * row is every instance's, its clock the database's, and a turn is taken under the row's lock,
 * so two instances never both spend the same token.
 */

/** Of each bucket, the share jobs leave to people's own requests, whose calls never wait. */
const KEPT_FOR_PEOPLE = 0.1;
/** Tokens kept back per request a second, for the answers' travel time (100 ms of refill). */
const RESERVE_SECONDS = 0.1;
/** However long the estimate says, look again this soon: a call that is never sent stalls. */
const MAX_WAIT_MS = 5_000;
/** A turn older than this is no longer in flight: its call timed out, or its instance died. */
const IN_FLIGHT_SECONDS = 90;
/** The refill is measured over at least this span, so the floor of Remaining is a small error. */
const MIN_SPAN_SECONDS = 1;
/** and the sample is moved on after this span, so the measure follows a tenant that changes. */
const MAX_SPAN_SECONDS = 10;

/** Rows are locked tenant-wide bucket first, then by name: two statements never deadlock. */
const LOCK_ORDER = "ORDER BY b.bucket <> 'global', b.bucket";
const NOW = "extract(epoch FROM now())::float8";
const LIVE = `(f.value->>0)::float8 > ${NOW} - ${IN_FLIGHT_SECONDS}`;

/** $1 tenant, $2 buckets. */
export const ENSURE_SQL = `
  INSERT INTO console_rate_budgets (tenant, bucket)
  SELECT $1, bucket FROM unnest($2::text[]) AS bucket
  ON CONFLICT DO NOTHING`;

/**
 * $1 tenant, $2 buckets, $3 requests of each, $4 the turn's id → `wait_ms` (0: taken, the turn
 * now in flight in each bucket) and `found` (rows of the buckets, to create the missing).
 */
export const TAKE_SQL = `
  WITH wanted AS (
    SELECT bucket, n FROM unnest($2::text[], $3::int[]) AS w(bucket, n)
  ), locked AS (
    SELECT b.bucket, w.n, b.size, b.remaining, b.anchored_at,
      coalesce(b.rate, b.rate_from_reset, 0) AS per_second,
      extract(epoch FROM now() - b.anchored_at)::float8 AS since,
      (SELECT coalesce(sum((f.value->>1)::int), 0) FROM jsonb_each(b.in_flight) f WHERE ${LIVE})
        AS flying,
      (SELECT ${NOW} - max((f.value->>0)::float8) FROM jsonb_each(b.in_flight) f WHERE ${LIVE})
        AS youngest
    FROM console_rate_budgets b JOIN wanted w ON w.bucket = b.bucket
    WHERE b.tenant = $1
    ${LOCK_ORDER}
    FOR UPDATE OF b
  ), estimated AS (
    SELECT *, least(size, remaining + per_second * since) AS projected,
      n + floor(size * ${KEPT_FOR_PEOPLE})
        -- A slow refill needs no reserve, nor may it take a small bucket's whole room.
        + least(round(per_second * ${RESERVE_SECONDS}), floor(size * ${KEPT_FOR_PEOPLE}))
        + flying AS needed
    FROM locked
  ), judged AS (
    SELECT CASE
      WHEN size IS NULL THEN 0
      WHEN projected >= needed THEN 0
      -- No answer and no turn taken for a while: one call asks the tenant how things stand, so
      -- a refill measured too low, or calls a dead instance left counted as in flight, never
      -- stall the jobs (the turn it takes keeps the next one waiting until its answer).
      WHEN since * 1000 >= ${MAX_WAIT_MS}
        AND (youngest IS NULL OR youngest * 1000 >= ${MAX_WAIT_MS}) THEN 0
      WHEN per_second <= 0 THEN ${MAX_WAIT_MS}
      ELSE least(${MAX_WAIT_MS}, ceil((needed - projected) / per_second * 1000))
    END AS wait_ms
    FROM estimated
  ), decision AS (
    SELECT coalesce(max(wait_ms), 0)::int AS wait_ms, count(*)::int AS found FROM judged
  ), taken AS (
    UPDATE console_rate_budgets b
    SET in_flight = (
      SELECT coalesce(jsonb_object_agg(f.key, f.value), '{}'::jsonb)
      FROM jsonb_each(b.in_flight) f WHERE ${LIVE}
    ) || jsonb_build_object($4::text, jsonb_build_array(${NOW}, w.n))
    FROM wanted w, decision d
    WHERE b.tenant = $1 AND b.bucket = w.bucket AND d.wait_ms = 0 AND d.found > 0
    RETURNING b.bucket
  )
  SELECT d.wait_ms, d.found, (SELECT count(*)::int FROM taken) AS taken FROM decision d`;

/** $1 tenant, $2 buckets, $3 the turn's id: its call was answered or gave up. */
export const FINISH_SQL = `
  WITH locked AS (
    SELECT b.bucket FROM console_rate_budgets b
    WHERE b.tenant = $1 AND b.bucket = ANY($2::text[])
    ${LOCK_ORDER}
    FOR UPDATE OF b
  )
  UPDATE console_rate_budgets b SET in_flight = b.in_flight - $3::text
  FROM locked l WHERE b.tenant = $1 AND b.bucket = l.bucket`;

/**
 * $1 tenant, $2 the answer's bucket, $3 Limit, $4 Remaining, $5 Reset (Unix seconds). The
 * answer's bucket is anchored to its figures; the tenant-wide bucket, charged by every call,
 * counts it among its answers, from which its refill is measured:
 * remaining(t2) = remaining(t1) + rate × span − answers in between.
 */
export const OBSERVE_SQL = `
  WITH locked AS (
    SELECT b.bucket, b.answers + 1 AS counted, b.bucket = $2::text AS anchored,
      b.sample_at, b.sample_remaining, b.sample_answers,
      extract(epoch FROM now() - b.sample_at)::float8 AS span,
      ($3::float8 - $4::float8) AS deficit
    FROM console_rate_budgets b
    WHERE b.tenant = $1 AND b.bucket IN ('global', $2::text)
    ${LOCK_ORDER}
    FOR UPDATE OF b
  ), next AS (
    SELECT *,
      CASE WHEN anchored AND deficit > 1 AND span >= ${MIN_SPAN_SECONDS}
        THEN ($4::float8 - sample_remaining + (counted - sample_answers)) / span END AS measured,
      -- A full bucket refills nothing: the span before it says nothing about the rate.
      anchored AND (deficit <= 1 OR sample_at IS NULL OR span >= ${MAX_SPAN_SECONDS}) AS resample
    FROM locked
  )
  UPDATE console_rate_budgets b SET
    answers = n.counted,
    size = CASE WHEN n.anchored THEN $3::int ELSE b.size END,
    remaining = CASE WHEN n.anchored THEN $4::float8 ELSE b.remaining END,
    anchored_at = CASE WHEN n.anchored THEN now() ELSE b.anchored_at END,
    -- A Reset in the past (clocks apart) still yields a finite, if high, first estimate.
    rate_from_reset = CASE WHEN n.anchored AND n.deficit >= 1
      THEN n.deficit / greatest(1, $5::float8 - ${NOW}) ELSE b.rate_from_reset END,
    rate = CASE WHEN n.measured > 0 THEN n.measured ELSE b.rate END,
    sample_at = CASE WHEN NOT n.resample THEN b.sample_at WHEN n.deficit > 1 THEN now() END,
    sample_remaining = CASE WHEN NOT n.resample THEN b.sample_remaining
      WHEN n.deficit > 1 THEN $4::float8 END,
    sample_answers = CASE WHEN NOT n.resample THEN b.sample_answers
      WHEN n.deficit > 1 THEN n.counted END
  FROM next n WHERE b.tenant = $1 AND b.bucket = n.bucket`;
