CREATE TABLE "latest_hours" (
	"dimension" text NOT NULL,
	"key_a" text NOT NULL,
	"key_b" text NOT NULL,
	"key_c" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"visitors" integer NOT NULL,
	"hits" bigint NOT NULL,
	CONSTRAINT "latest_hours_dimension_key_a_key_b_key_c_hour_pk" PRIMARY KEY("dimension","key_a","key_b","key_c","hour")
);
--> statement-breakpoint
CREATE TABLE "visitor_latest" (
	"dimension" text NOT NULL,
	"key_a" text NOT NULL,
	"key_b" text NOT NULL,
	"key_c" text NOT NULL,
	"visitor_id" text NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "visitor_latest_dimension_key_a_key_b_key_c_visitor_id_pk" PRIMARY KEY("dimension","key_a","key_b","key_c","visitor_id")
);
--> statement-breakpoint
CREATE INDEX "latest_hours_hour_idx" ON "latest_hours" USING btree ("dimension","hour");--> statement-breakpoint
CREATE INDEX "visitor_latest_seen_idx" ON "visitor_latest" USING btree ("dimension","last_seen_at");--> statement-breakpoint
CREATE INDEX "visits_signed_in_last_seen_at_idx" ON "visits" USING btree ("last_seen_at") WHERE "visits"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "visits_visitor_id_idx" ON "visits" USING btree ("visitor_id","last_seen_at");--> statement-breakpoint
-- visitor_latest and latest_hours follow visits like the rollups of 0005, in the same triggers.
-- The visitors a statement touched have their latest sighting worked out again from their
-- sessions; the hour counts move by the difference. Hours are UTC hours.
CREATE TYPE "latest_key" AS (
	"dimension" text, "key_a" text, "key_b" text, "key_c" text, "visitor_id" text
);
--> statement-breakpoint
CREATE TYPE "latest_count" AS (
	"dimension" text, "key_a" text, "key_b" text, "key_c" text, "hour" timestamptz, "visitors" bigint
);
--> statement-breakpoint
CREATE FUNCTION "utc_hour"(at timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
	SELECT date_trunc('hour', at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
$$;
--> statement-breakpoint
CREATE FUNCTION "latest_keys"(rows "visits"[]) RETURNS TABLE (
	"dimension" text, "key_a" text, "key_b" text, "key_c" text, "visitor_id" text,
	"last_seen_at" timestamptz, "hits" integer
) LANGUAGE sql IMMUTABLE AS $$
	SELECT d.dimension, d.key_a, d.key_b, d.key_c, v.visitor_id, v.last_seen_at, v.hits
	FROM unnest(rows) AS v
		CROSS JOIN LATERAL (VALUES ('all', '', '', ''), ('source', v.source, v.medium, v.source_type),
			('place', v.country, v.city, '')) AS d(dimension, key_a, key_b, key_c)
$$;
--> statement-breakpoint
CREATE FUNCTION "latest_counts"(affected "latest_key"[]) RETURNS "latest_count"[]
LANGUAGE sql VOLATILE AS $$
	SELECT coalesce(array_agg(ROW(c.dimension, c.key_a, c.key_b, c.key_c, c.hour, c.visitors)::"latest_count"), '{}')
	FROM (
		SELECT l.dimension, l.key_a, l.key_b, l.key_c, utc_hour(l.last_seen_at) AS hour, count(*) AS visitors
		FROM "visitor_latest" AS l JOIN unnest(affected) AS a USING (dimension, key_a, key_b, key_c, visitor_id)
		GROUP BY 1, 2, 3, 4, 5
	) AS c
$$;
--> statement-breakpoint
CREATE FUNCTION "apply_latest_changes"(olds "visits"[], news "visits"[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
	affected "latest_key"[];
	before "latest_count"[];
	emptied "latest_count"[];
BEGIN
	IF cardinality(olds) + cardinality(news) = 0 THEN RETURN; END IF;
	PERFORM pg_advisory_xact_lock(hashtext('visit_rollups'));
	affected := ARRAY(
		SELECT DISTINCT ROW(k.dimension, k.key_a, k.key_b, k.key_c, k.visitor_id)::"latest_key"
		FROM (SELECT * FROM latest_keys(olds) UNION ALL SELECT * FROM latest_keys(news)) AS k
		ORDER BY 1);
	before := latest_counts(affected);

	INSERT INTO "visitor_latest" AS t (dimension, key_a, key_b, key_c, visitor_id, last_seen_at)
	SELECT a.dimension, a.key_a, a.key_b, a.key_c, a.visitor_id, max(v.last_seen_at)
	FROM unnest(affected) AS a
		JOIN "visits" AS v ON v.visitor_id = a.visitor_id AND (a.dimension = 'all'
			OR (a.dimension = 'source' AND (v.source, v.medium, v.source_type) = (a.key_a, a.key_b, a.key_c))
			OR (a.dimension = 'place' AND (v.country, v.city) = (a.key_a, a.key_b)))
	GROUP BY 1, 2, 3, 4, 5
	ORDER BY 1, 2, 3, 4, 5
	ON CONFLICT (dimension, key_a, key_b, key_c, visitor_id) DO UPDATE
		SET last_seen_at = excluded.last_seen_at WHERE t.last_seen_at <> excluded.last_seen_at;
	-- A visitor left without a session under a key (deleted, or moved off a direct source).
	DELETE FROM "visitor_latest" AS t
	USING (SELECT DISTINCT dimension, key_a, key_b, key_c, visitor_id FROM latest_keys(olds)
		EXCEPT SELECT dimension, key_a, key_b, key_c, visitor_id FROM latest_keys(news)) AS g
	WHERE (t.dimension, t.key_a, t.key_b, t.key_c, t.visitor_id) = (g.dimension, g.key_a, g.key_b, g.key_c, g.visitor_id)
		AND NOT EXISTS (SELECT 1 FROM "visits" AS v WHERE v.visitor_id = g.visitor_id AND (g.dimension = 'all'
			OR (g.dimension = 'source' AND (v.source, v.medium, v.source_type) = (g.key_a, g.key_b, g.key_c))
			OR (g.dimension = 'place' AND (v.country, v.city) = (g.key_a, g.key_b))));

	WITH up AS (
	INSERT INTO "latest_hours" AS t (dimension, key_a, key_b, key_c, hour, visitors, hits)
	SELECT dimension, key_a, key_b, key_c, hour, sum(visitors), sum(hits)
	FROM (
		SELECT dimension, key_a, key_b, key_c, hour, visitors, 0 AS hits FROM unnest(latest_counts(affected))
		UNION ALL
		SELECT dimension, key_a, key_b, key_c, hour, -visitors, 0 FROM unnest(before)
		UNION ALL
		SELECT dimension, key_a, key_b, key_c, utc_hour(last_seen_at), 0, hits FROM latest_keys(news) WHERE dimension = 'place'
		UNION ALL
		SELECT dimension, key_a, key_b, key_c, utc_hour(last_seen_at), 0, -hits FROM latest_keys(olds) WHERE dimension = 'place'
	) AS d
	GROUP BY 1, 2, 3, 4, 5 HAVING sum(visitors) <> 0 OR sum(hits) <> 0
	ORDER BY 1, 2, 3, 4, 5
	ON CONFLICT (dimension, key_a, key_b, key_c, hour) DO UPDATE
		SET visitors = t.visitors + excluded.visitors, hits = t.hits + excluded.hits
	RETURNING t.*
	)
	SELECT coalesce(array_agg(ROW(dimension, key_a, key_b, key_c, hour, 0)::"latest_count"), '{}')
	INTO emptied FROM up WHERE visitors = 0 AND hits = 0;
	-- Hours left at nothing go (looked up by key, never scanned for).
	IF cardinality(emptied) > 0 THEN
		DELETE FROM "latest_hours" AS t USING unnest(emptied) AS c
		WHERE t.visitors = 0 AND t.hits = 0
			AND (t.dimension, t.key_a, t.key_b, t.key_c, t.hour) = (c.dimension, c.key_a, c.key_b, c.key_c, c.hour);
	END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "visits_rollup_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	news "visits"[] := ARRAY(SELECT n::"visits" FROM new_rows AS n);
BEGIN
	PERFORM apply_visit_changes(visit_rollup_changes(news, 1));
	PERFORM apply_latest_changes('{}', news);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "visits_rollup_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	news "visits"[] := ARRAY(SELECT n::"visits" FROM new_rows AS n);
	olds "visits"[] := ARRAY(SELECT o::"visits" FROM old_rows AS o);
BEGIN
	PERFORM apply_visit_changes(visit_rollup_changes(news, 1) || visit_rollup_changes(olds, -1));
	PERFORM apply_latest_changes(olds, news);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "visits_rollup_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	olds "visits"[] := ARRAY(SELECT o::"visits" FROM old_rows AS o);
BEGIN
	PERFORM apply_visit_changes(visit_rollup_changes(olds, -1));
	PERFORM apply_latest_changes(olds, '{}');
	RETURN NULL;
END
$$;
