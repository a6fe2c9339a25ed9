-- Keeps job_counts exact and bumps job_changes_seq on every write to jobs. Statement-level triggers
-- with transition tables do one grouped upsert per statement, so bulk seeding stays fast.
CREATE FUNCTION job_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO job_counts AS c (category_id, job_type, experience_level, open_count)
    SELECT category_id, job_type, experience_level, -count(*) FROM old_rows WHERE status = 'open'
    GROUP BY category_id, job_type, experience_level
    ON CONFLICT (category_id, job_type, experience_level) DO UPDATE SET open_count = c.open_count + excluded.open_count;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO job_counts AS c (category_id, job_type, experience_level, open_count)
    SELECT category_id, job_type, experience_level, count(*) FROM new_rows WHERE status = 'open'
    GROUP BY category_id, job_type, experience_level
    ON CONFLICT (category_id, job_type, experience_level) DO UPDATE SET open_count = c.open_count + excluded.open_count;
  END IF;
  PERFORM nextval('job_changes_seq');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION job_counts_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM job_counts;
  PERFORM nextval('job_changes_seq');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER jobs_counts_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_counts_apply();
--> statement-breakpoint
CREATE TRIGGER jobs_counts_update AFTER UPDATE ON jobs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_counts_apply();
--> statement-breakpoint
CREATE TRIGGER jobs_counts_delete AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_counts_apply();
--> statement-breakpoint
CREATE TRIGGER jobs_counts_truncate AFTER TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_counts_reset();
--> statement-breakpoint
INSERT INTO job_counts (category_id, job_type, experience_level, open_count)
SELECT category_id, job_type, experience_level, count(*) FROM jobs WHERE status = 'open'
GROUP BY category_id, job_type, experience_level;
