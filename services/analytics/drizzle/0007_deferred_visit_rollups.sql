CREATE TABLE "visit_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visit_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sign" smallint NOT NULL,
	"session_id" text NOT NULL,
	"visitor_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"source_type" text NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"page_views" integer NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
-- The rollups of 0005 and 0006 are no longer worked out in the transaction that writes visits:
-- the triggers only note each change in visit_changes (what a session was, sign -1, and what it
-- is, sign +1, with the columns the rollups count by), and apply_pending_visit_changes() counts
-- what is noted into the rollups and deletes it, one caller at a time. A writer then pays a few
-- row inserts instead of the rollups' two dozen statements, and the rollups' work is done once
-- for everything written meanwhile. Readers call it first, so what they read is exact.
-- visitor_latest keeps the UTC hour of each visitor's latest sighting instead of the moment: a
-- page view in the hour its session was last seen in then changes no visitor's row, and the
-- readers find the moment, for the hour a range starts in, in the visits.
DROP TRIGGER "visits_rollup_inserted" ON "visits";
--> statement-breakpoint
DROP TRIGGER "visits_rollup_updated" ON "visits";
--> statement-breakpoint
DROP TRIGGER "visits_rollup_deleted" ON "visits";
--> statement-breakpoint
DROP FUNCTION "visits_rollup_inserted"();
--> statement-breakpoint
DROP FUNCTION "visits_rollup_updated"();
--> statement-breakpoint
DROP FUNCTION "visits_rollup_deleted"();
--> statement-breakpoint
DROP FUNCTION "apply_latest_changes"("visits"[], "visits"[]);
--> statement-breakpoint
DROP FUNCTION "latest_keys"("visits"[]);
--> statement-breakpoint
DROP FUNCTION "visit_rollup_changes"("visits"[], integer);
--> statement-breakpoint
ALTER TABLE "visitor_latest" RENAME COLUMN "last_seen_at" TO "last_seen_hour";
--> statement-breakpoint
UPDATE "visitor_latest" SET last_seen_hour = utc_hour(last_seen_hour) WHERE last_seen_hour <> utc_hour(last_seen_hour);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "latest_counts"(affected "latest_key"[]) RETURNS "latest_count"[]
LANGUAGE sql VOLATILE AS $$
	SELECT coalesce(array_agg(ROW(c.dimension, c.key_a, c.key_b, c.key_c, c.hour, c.visitors)::"latest_count"), '{}')
	FROM (
		SELECT l.dimension, l.key_a, l.key_b, l.key_c, l.last_seen_hour AS hour, count(*) AS visitors
		FROM "visitor_latest" AS l JOIN unnest(affected) AS a USING (dimension, key_a, key_b, key_c, visitor_id)
		GROUP BY 1, 2, 3, 4, 5
	) AS c
$$;
--> statement-breakpoint
CREATE FUNCTION "visits_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- What a session was goes first: a session's changes are told apart by the order of their ids.
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		INSERT INTO "visit_changes" (sign, session_id, visitor_id, started_at, last_seen_at, source,
			medium, source_type, country, city, page_views, hits)
		SELECT -1, session_id, visitor_id, started_at, last_seen_at, source, medium, source_type,
			country, city, page_views, hits FROM old_rows;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO "visit_changes" (sign, session_id, visitor_id, started_at, last_seen_at, source,
			medium, source_type, country, city, page_views, hits)
		SELECT 1, session_id, visitor_id, started_at, last_seen_at, source, medium, source_type,
			country, city, page_views, hits FROM new_rows;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "visits_inserted" AFTER INSERT ON "visits"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "visits_changed"();
--> statement-breakpoint
CREATE TRIGGER "visits_updated" AFTER UPDATE ON "visits"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "visits_changed"();
--> statement-breakpoint
CREATE TRIGGER "visits_deleted" AFTER DELETE ON "visits"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "visits_changed"();
--> statement-breakpoint
-- The functions of 0005 and 0006, the same but for the rows they take.
CREATE FUNCTION "visit_rollup_changes"(rows "visit_changes"[], sign integer) RETURNS "visit_change"[]
LANGUAGE sql IMMUTABLE AS $$
	SELECT coalesce(array_agg(ROW(d.dimension, d.key_a, d.key_b, v.visitor_id,
		(v.started_at AT TIME ZONE 'UTC')::date, sign, sign * v.page_views::bigint)::"visit_change"), '{}')
	FROM unnest(rows) AS v
		CROSS JOIN LATERAL (VALUES ('all', '', ''), ('source', v.source, v.medium),
			('place', v.country, v.city)) AS d(dimension, key_a, key_b)
$$;
--> statement-breakpoint
CREATE FUNCTION "latest_keys"(rows "visit_changes"[]) RETURNS TABLE (
	"dimension" text, "key_a" text, "key_b" text, "key_c" text, "visitor_id" text,
	"last_seen_at" timestamptz, "hits" integer
) LANGUAGE sql IMMUTABLE AS $$
	SELECT d.dimension, d.key_a, d.key_b, d.key_c, v.visitor_id, v.last_seen_at, v.hits
	FROM unnest(rows) AS v
		CROSS JOIN LATERAL (VALUES ('all', '', '', ''), ('source', v.source, v.medium, v.source_type),
			('place', v.country, v.city, '')) AS d(dimension, key_a, key_b, key_c)
$$;
--> statement-breakpoint
CREATE FUNCTION "apply_latest_changes"(olds "visit_changes"[], news "visit_changes"[]) RETURNS void
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

	INSERT INTO "visitor_latest" AS t (dimension, key_a, key_b, key_c, visitor_id, last_seen_hour)
	SELECT a.dimension, a.key_a, a.key_b, a.key_c, a.visitor_id, utc_hour(max(v.last_seen_at))
	FROM unnest(affected) AS a
		JOIN "visits" AS v ON v.visitor_id = a.visitor_id AND (a.dimension = 'all'
			OR (a.dimension = 'source' AND (v.source, v.medium, v.source_type) = (a.key_a, a.key_b, a.key_c))
			OR (a.dimension = 'place' AND (v.country, v.city) = (a.key_a, a.key_b)))
	GROUP BY 1, 2, 3, 4, 5
	ORDER BY 1, 2, 3, 4, 5
	ON CONFLICT (dimension, key_a, key_b, key_c, visitor_id) DO UPDATE
		SET last_seen_hour = excluded.last_seen_hour WHERE t.last_seen_hour <> excluded.last_seen_hour;
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
-- Sessions seen again under the same visitor, source and place, later than before (nearly every
-- page view): their hits move to the hour they were last seen in. Only those seen in a later
-- hour than before (`later`) can move their visitor's latest hour, and only later, to the newest
-- of them, without looking at the visitor's other sessions; its count moves with it.
CREATE FUNCTION "apply_latest_moves"(olds "visit_changes"[], news "visit_changes"[], later "visit_changes"[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	emptied "latest_count"[];
BEGIN
	IF cardinality(news) = 0 THEN RETURN; END IF;
	WITH moved AS (
		UPDATE "visitor_latest" AS t SET last_seen_hour = s.hour
		FROM (
			SELECT n.dimension, n.key_a, n.key_b, n.key_c, n.visitor_id, n.hour, l.last_seen_hour AS was
			FROM (SELECT dimension, key_a, key_b, key_c, visitor_id, utc_hour(max(last_seen_at)) AS hour
				FROM latest_keys(later) GROUP BY 1, 2, 3, 4, 5) AS n
				JOIN "visitor_latest" AS l USING (dimension, key_a, key_b, key_c, visitor_id)
			WHERE l.last_seen_hour < n.hour
			ORDER BY 1, 2, 3, 4, 5
		) AS s
		WHERE (t.dimension, t.key_a, t.key_b, t.key_c, t.visitor_id) = (s.dimension, s.key_a, s.key_b, s.key_c, s.visitor_id)
		RETURNING s.dimension, s.key_a, s.key_b, s.key_c, s.was, s.hour
	), up AS (
	INSERT INTO "latest_hours" AS t (dimension, key_a, key_b, key_c, hour, visitors, hits)
	SELECT dimension, key_a, key_b, key_c, hour, sum(visitors), sum(hits)
	FROM (
		SELECT dimension, key_a, key_b, key_c, hour, 1 AS visitors, 0 AS hits FROM moved
		UNION ALL
		SELECT dimension, key_a, key_b, key_c, was, -1, 0 FROM moved
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
	IF cardinality(emptied) > 0 THEN
		DELETE FROM "latest_hours" AS t USING unnest(emptied) AS c
		WHERE t.visitors = 0 AND t.hits = 0
			AND (t.dimension, t.key_a, t.key_b, t.key_c, t.hour) = (c.dimension, c.key_a, c.key_b, c.key_c, c.hour);
	END IF;
END
$$;
--> statement-breakpoint
-- Counts what visit_changes holds into the rollups and deletes it; answers how many changes.
-- A session's changes telescope: what it was before the first of them (if it existed) and what
-- it is after the last (if it still exists) are all the rollups need.
CREATE FUNCTION "apply_pending_visit_changes"() RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
	taken integer;
	olds "visit_changes"[];
	news "visit_changes"[];
	moved_olds "visit_changes"[];
	moved_news "visit_changes"[];
	later_news "visit_changes"[];
	rest_olds "visit_changes"[];
	rest_news "visit_changes"[];
BEGIN
	-- Nothing noted (the usual case for a reader): no need to wait for a run under way, as its
	-- notes would still be seen here until it commits the rollups with their deletion.
	IF NOT EXISTS (SELECT 1 FROM "visit_changes") THEN RETURN 0; END IF;
	PERFORM pg_advisory_xact_lock(hashtext('visit_rollups'));
	WITH gone AS (DELETE FROM "visit_changes" RETURNING *),
	ends AS (
		SELECT (array_agg(ROW(g.*)::"visit_changes" ORDER BY g.id))[1] AS first,
			(array_agg(ROW(g.*)::"visit_changes" ORDER BY g.id DESC))[1] AS last,
			count(*) AS changes
		FROM gone AS g GROUP BY g.session_id
	),
	net AS (
		SELECT CASE WHEN (first).sign = -1 THEN first END AS was,
			CASE WHEN (last).sign = 1 THEN last END AS now, changes
		FROM ends
	),
	sorted AS (
		SELECT was, now, changes, was IS NOT NULL AND now IS NOT NULL
			AND ((was).visitor_id, (was).source, (was).medium, (was).source_type, (was).country, (was).city)
				= ((now).visitor_id, (now).source, (now).medium, (now).source_type, (now).country, (now).city)
			AND (now).last_seen_at >= (was).last_seen_at AS moved
		FROM net
	)
	SELECT coalesce(sum(changes), 0),
		coalesce(array_agg(was) FILTER (WHERE was IS NOT NULL), '{}'),
		coalesce(array_agg(now) FILTER (WHERE now IS NOT NULL), '{}'),
		coalesce(array_agg(was) FILTER (WHERE moved), '{}'),
		coalesce(array_agg(now) FILTER (WHERE moved), '{}'),
		coalesce(array_agg(now) FILTER (WHERE moved AND utc_hour((now).last_seen_at) > utc_hour((was).last_seen_at)), '{}'),
		coalesce(array_agg(was) FILTER (WHERE NOT moved AND was IS NOT NULL), '{}'),
		coalesce(array_agg(now) FILTER (WHERE NOT moved AND now IS NOT NULL), '{}')
	INTO taken, olds, news, moved_olds, moved_news, later_news, rest_olds, rest_news
	FROM sorted;
	IF taken = 0 THEN RETURN 0; END IF;
	PERFORM apply_visit_changes(visit_rollup_changes(news, 1) || visit_rollup_changes(olds, -1));
	-- The moves first: the recount of the rest reads the visitors' latest sightings as they leave them.
	PERFORM apply_latest_moves(moved_olds, moved_news, later_news);
	PERFORM apply_latest_changes(rest_olds, rest_news);
	RETURN taken;
END
$$;
