CREATE TABLE "visit_days" (
	"dimension" text NOT NULL,
	"key_a" text NOT NULL,
	"key_b" text NOT NULL,
	"day" date NOT NULL,
	"sessions" integer NOT NULL,
	"page_views" bigint NOT NULL,
	CONSTRAINT "visit_days_dimension_key_a_key_b_day_pk" PRIMARY KEY("dimension","key_a","key_b","day")
);
--> statement-breakpoint
CREATE TABLE "visitor_days" (
	"dimension" text NOT NULL,
	"key_a" text NOT NULL,
	"key_b" text NOT NULL,
	"visitor_id" text NOT NULL,
	"day" date NOT NULL,
	"sessions" integer NOT NULL,
	"previous_day" date NOT NULL,
	CONSTRAINT "visitor_days_dimension_key_a_key_b_visitor_id_day_pk" PRIMARY KEY("dimension","key_a","key_b","visitor_id","day")
);
--> statement-breakpoint
CREATE TABLE "visitor_returns" (
	"dimension" text NOT NULL,
	"key_a" text NOT NULL,
	"key_b" text NOT NULL,
	"day" date NOT NULL,
	"previous_day" date NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "visitor_returns_dimension_key_a_key_b_day_previous_day_pk" PRIMARY KEY("dimension","key_a","key_b","day","previous_day")
);
--> statement-breakpoint
CREATE INDEX "visitor_returns_day_idx" ON "visitor_returns" USING btree ("dimension","day");--> statement-breakpoint
CREATE INDEX "visits_signed_in_started_at_idx" ON "visits" USING btree ("started_at") WHERE "visits"."user_id" is not null;--> statement-breakpoint
-- The rollups of visits (visit_days, visitor_days, visitor_returns) follow every insert, update
-- and delete of visits in the same transaction, by statement: a multi-row write is summed once.
-- A change is a row's contribution to each dimension: +1 session and its page views for a new
-- row, -1 and minus its page views for an old one; an update is both.
CREATE TYPE "visit_change" AS (
	"dimension" text, "key_a" text, "key_b" text, "visitor_id" text, "day" date,
	"sessions" integer, "page_views" bigint
);
--> statement-breakpoint
CREATE TYPE "visitor_return_count" AS (
	"dimension" text, "key_a" text, "key_b" text, "day" date, "previous_day" date, "visitors" bigint
);
--> statement-breakpoint
CREATE FUNCTION "visit_rollup_changes"(rows "visits"[], sign integer) RETURNS "visit_change"[]
LANGUAGE sql IMMUTABLE AS $$
	SELECT coalesce(array_agg(ROW(d.dimension, d.key_a, d.key_b, v.visitor_id,
		(v.started_at AT TIME ZONE 'UTC')::date, sign, sign * v.page_views::bigint)::"visit_change"), '{}')
	FROM unnest(rows) AS v
		CROSS JOIN LATERAL (VALUES ('all', '', ''), ('source', v.source, v.medium),
			('place', v.country, v.city)) AS d(dimension, key_a, key_b)
$$;
--> statement-breakpoint
CREATE FUNCTION "visitor_return_counts"(changed "visit_change"[]) RETURNS "visitor_return_count"[]
LANGUAGE sql VOLATILE AS $$
	SELECT coalesce(array_agg(ROW(c.dimension, c.key_a, c.key_b, c.day, c.previous_day, c.visitors)::"visitor_return_count"), '{}')
	FROM (
		SELECT v.dimension, v.key_a, v.key_b, v.day, v.previous_day, count(*) AS visitors
		FROM "visitor_days" AS v
			JOIN (SELECT DISTINCT dimension, key_a, key_b, visitor_id FROM unnest(changed)) AS a
				USING (dimension, key_a, key_b, visitor_id)
		GROUP BY 1, 2, 3, 4, 5
	) AS c
$$;
--> statement-breakpoint
CREATE FUNCTION "apply_visit_changes"(changes "visit_change"[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
	visitor_changes "visit_change"[];
	before "visitor_return_count"[];
	emptied "visit_change"[];
	emptied_returns "visitor_return_count"[];
BEGIN
	IF cardinality(changes) = 0 THEN RETURN; END IF;
	-- One writer of the rollups at a time: the rows they share are then never locked crosswise.
	PERFORM pg_advisory_xact_lock(hashtext('visit_rollups'));

	WITH up AS (
		INSERT INTO "visit_days" AS t (dimension, key_a, key_b, day, sessions, page_views)
		SELECT dimension, key_a, key_b, day, sum(sessions), sum(page_views)
		FROM unnest(changes) GROUP BY 1, 2, 3, 4
		HAVING sum(sessions) <> 0 OR sum(page_views) <> 0
		ORDER BY 1, 2, 3, 4
		ON CONFLICT (dimension, key_a, key_b, day) DO UPDATE
			SET sessions = t.sessions + excluded.sessions, page_views = t.page_views + excluded.page_views
		RETURNING t.*
	)
	SELECT coalesce(array_agg(ROW(dimension, key_a, key_b, '', day, 0, 0)::"visit_change"), '{}')
	INTO emptied FROM up WHERE sessions <= 0;
	-- Rows left at nothing go (looked up by key, never scanned for).
	IF cardinality(emptied) > 0 THEN
		DELETE FROM "visit_days" AS t USING unnest(emptied) AS c
		WHERE t.sessions <= 0 AND (t.dimension, t.key_a, t.key_b, t.day) = (c.dimension, c.key_a, c.key_b, c.day);
	END IF;

	visitor_changes := ARRAY(
		SELECT ROW(dimension, key_a, key_b, visitor_id, day, sum(sessions), 0)::"visit_change"
		FROM unnest(changes) GROUP BY dimension, key_a, key_b, visitor_id, day
		HAVING sum(sessions) <> 0);
	-- Page views counted into sessions already there: no visitor's days changed.
	IF cardinality(visitor_changes) = 0 THEN RETURN; END IF;

	-- The changed visitors' chains of days, counted before and after the change.
	before := visitor_return_counts(visitor_changes);

	WITH up AS (
		INSERT INTO "visitor_days" AS t (dimension, key_a, key_b, visitor_id, day, sessions, previous_day)
		SELECT dimension, key_a, key_b, visitor_id, day, sessions, '-infinity' FROM unnest(visitor_changes)
		ORDER BY 1, 2, 3, 4, 5
		ON CONFLICT (dimension, key_a, key_b, visitor_id, day) DO UPDATE
			SET sessions = t.sessions + excluded.sessions
		RETURNING t.*
	)
	SELECT coalesce(array_agg(ROW(dimension, key_a, key_b, visitor_id, day, 0, 0)::"visit_change"), '{}')
	INTO emptied FROM up WHERE sessions <= 0;
	IF cardinality(emptied) > 0 THEN
		DELETE FROM "visitor_days" AS t USING unnest(emptied) AS c
		WHERE t.sessions <= 0
			AND (t.dimension, t.key_a, t.key_b, t.visitor_id, t.day) = (c.dimension, c.key_a, c.key_b, c.visitor_id, c.day);
	END IF;

	UPDATE "visitor_days" AS t SET previous_day = c.previous_day
	FROM (
		SELECT v.dimension, v.key_a, v.key_b, v.visitor_id, v.day,
			coalesce(lag(v.day) OVER (PARTITION BY v.dimension, v.key_a, v.key_b, v.visitor_id ORDER BY v.day),
				'-infinity') AS previous_day
		FROM "visitor_days" AS v
			JOIN (SELECT DISTINCT dimension, key_a, key_b, visitor_id FROM unnest(visitor_changes)) AS a
				USING (dimension, key_a, key_b, visitor_id)
	) AS c
	WHERE (t.dimension, t.key_a, t.key_b, t.visitor_id, t.day) = (c.dimension, c.key_a, c.key_b, c.visitor_id, c.day)
		AND t.previous_day <> c.previous_day;

	WITH up AS (
		INSERT INTO "visitor_returns" AS t (dimension, key_a, key_b, day, previous_day, visitors)
		SELECT dimension, key_a, key_b, day, previous_day, sum(visitors)
		FROM (
			SELECT dimension, key_a, key_b, day, previous_day, visitors FROM unnest(visitor_return_counts(visitor_changes))
			UNION ALL
			SELECT dimension, key_a, key_b, day, previous_day, -visitors FROM unnest(before)
		) AS d
		GROUP BY 1, 2, 3, 4, 5 HAVING sum(visitors) <> 0
		ORDER BY 1, 2, 3, 4, 5
		ON CONFLICT (dimension, key_a, key_b, day, previous_day) DO UPDATE
			SET visitors = t.visitors + excluded.visitors
		RETURNING t.*
	)
	SELECT coalesce(array_agg(ROW(dimension, key_a, key_b, day, previous_day, 0)::"visitor_return_count"), '{}')
	INTO emptied_returns FROM up WHERE visitors <= 0;
	IF cardinality(emptied_returns) > 0 THEN
		DELETE FROM "visitor_returns" AS t USING unnest(emptied_returns) AS c
		WHERE t.visitors <= 0
			AND (t.dimension, t.key_a, t.key_b, t.day, t.previous_day) = (c.dimension, c.key_a, c.key_b, c.day, c.previous_day);
	END IF;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "visits_rollup_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM apply_visit_changes(visit_rollup_changes(ARRAY(SELECT n::"visits" FROM new_rows AS n), 1));
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "visits_rollup_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM apply_visit_changes(
		visit_rollup_changes(ARRAY(SELECT n::"visits" FROM new_rows AS n), 1)
		|| visit_rollup_changes(ARRAY(SELECT o::"visits" FROM old_rows AS o), -1));
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "visits_rollup_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM apply_visit_changes(visit_rollup_changes(ARRAY(SELECT o::"visits" FROM old_rows AS o), -1));
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "visits_rollup_inserted" AFTER INSERT ON "visits"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "visits_rollup_inserted"();
--> statement-breakpoint
CREATE TRIGGER "visits_rollup_updated" AFTER UPDATE ON "visits"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "visits_rollup_updated"();
--> statement-breakpoint
CREATE TRIGGER "visits_rollup_deleted" AFTER DELETE ON "visits"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "visits_rollup_deleted"();
