CREATE TABLE "job_search_terms" (
	"lexeme" text PRIMARY KEY NOT NULL,
	"open_count" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "job_search_terms_prefix_idx" ON "job_search_terms" USING btree ("lexeme" text_pattern_ops);
--> statement-breakpoint
-- Keeps job_search_terms.open_count exact: for each lexeme, the jobs stored open whose search vector holds it. One
-- grouped upsert per statement (transition tables, as job_counts_apply), in lexeme order so concurrent writers take
-- the rows' locks in one order; an update only counts the rows whose status or text changed.
CREATE FUNCTION job_search_terms_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO job_search_terms AS t (lexeme, open_count)
    SELECT lexeme, count(*) FROM new_rows, unnest(tsvector_to_array(search)) AS lexeme
    WHERE status = 'open' GROUP BY lexeme ORDER BY lexeme
    ON CONFLICT (lexeme) DO UPDATE SET open_count = t.open_count + excluded.open_count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO job_search_terms AS t (lexeme, open_count)
    SELECT lexeme, -count(*) FROM old_rows, unnest(tsvector_to_array(search)) AS lexeme
    WHERE status = 'open' GROUP BY lexeme ORDER BY lexeme
    ON CONFLICT (lexeme) DO UPDATE SET open_count = t.open_count + excluded.open_count;
  ELSE
    INSERT INTO job_search_terms AS t (lexeme, open_count)
    SELECT lexeme, sum(delta) FROM (
      SELECT lexeme, -1 AS delta
      FROM old_rows o JOIN new_rows n ON n.id = o.id, unnest(tsvector_to_array(o.search)) AS lexeme
      WHERE o.status = 'open' AND (n.status IS DISTINCT FROM o.status OR n.search IS DISTINCT FROM o.search)
      UNION ALL
      SELECT lexeme, 1
      FROM new_rows n JOIN old_rows o ON o.id = n.id, unnest(tsvector_to_array(n.search)) AS lexeme
      WHERE n.status = 'open' AND (n.status IS DISTINCT FROM o.status OR n.search IS DISTINCT FROM o.search)
    ) AS changes
    GROUP BY lexeme HAVING sum(delta) <> 0 ORDER BY lexeme
    ON CONFLICT (lexeme) DO UPDATE SET open_count = t.open_count + excluded.open_count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION job_search_terms_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM job_search_terms;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER jobs_search_terms_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_search_terms_apply();
--> statement-breakpoint
CREATE TRIGGER jobs_search_terms_update AFTER UPDATE ON jobs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_search_terms_apply();
--> statement-breakpoint
CREATE TRIGGER jobs_search_terms_delete AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_search_terms_apply();
--> statement-breakpoint
CREATE TRIGGER jobs_search_terms_truncate AFTER TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_search_terms_reset();
--> statement-breakpoint
INSERT INTO job_search_terms (lexeme, open_count)
SELECT lexeme, count(*) FROM jobs, unnest(tsvector_to_array(search)) AS lexeme
WHERE status = 'open' GROUP BY lexeme;
