CREATE TABLE "job_fit_counts" (
	"category_id" integer NOT NULL,
	"job_type" "job_type" NOT NULL,
	"experience_level" "experience_level" NOT NULL,
	"hires_anywhere" boolean NOT NULL,
	"overlap_timezone" text,
	"overlap_start" text,
	"overlap_end" text,
	"overlap_min_hours" smallint,
	"open_count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "job_fit_counts_group" UNIQUE NULLS NOT DISTINCT("category_id","job_type","experience_level","hires_anywhere","overlap_timezone","overlap_start","overlap_end","overlap_min_hours")
);
--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "search_document" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE INDEX "talent_profiles_search_document_gin" ON "talent_profiles" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "talent_profiles_listed_hours_idx" ON "talent_profiles" USING btree ("timezone","work_start","work_end","talent_id") WHERE visibility in ('public', 'recruiters') and handle is not null;--> statement-breakpoint
-- The directory's search document: the talent's name, headline, bio, custom skills and catalogue skills' names.
-- One function states it; the triggers below keep the stored column current on every write that changes it.
CREATE FUNCTION talent_search_document(p_talent_id integer, p_headline text, p_bio text, p_custom_skills text[], p_skills integer[])
RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT to_tsvector('simple', concat_ws(' ',
    (SELECT t.first_name FROM talents t WHERE t.id = p_talent_id),
    (SELECT t.last_name FROM talents t WHERE t.id = p_talent_id),
    p_headline, p_bio, array_to_string(p_custom_skills, ' '),
    (SELECT string_agg(s.name, ' ') FROM skills s WHERE s.id = ANY(p_skills))))
$$;
--> statement-breakpoint
CREATE FUNCTION talent_profiles_search_document_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_document := talent_search_document(NEW.talent_id, NEW.headline, NEW.bio, NEW.custom_skills, NEW.skills);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER talent_profiles_search_document BEFORE INSERT OR UPDATE OF headline, bio, custom_skills, skills
  ON talent_profiles FOR EACH ROW EXECUTE FUNCTION talent_profiles_search_document_set();
--> statement-breakpoint
CREATE FUNCTION talents_search_document_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE talent_profiles p
  SET search_document = talent_search_document(p.talent_id, p.headline, p.bio, p.custom_skills, p.skills)
  WHERE p.talent_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER talents_search_document AFTER UPDATE OF first_name, last_name ON talents FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION talents_search_document_renamed();
--> statement-breakpoint
UPDATE talent_profiles p
SET search_document = talent_search_document(p.talent_id, p.headline, p.bio, p.custom_skills, p.skills);
--> statement-breakpoint
-- job_fit_counts is kept by the same statement-level triggers as job_counts (0002): their function now
-- maintains both, one grouped upsert per table and statement.
CREATE OR REPLACE FUNCTION job_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO job_counts AS c (category_id, job_type, experience_level, open_count)
    SELECT category_id, job_type, experience_level, -count(*) FROM old_rows WHERE status = 'open'
    GROUP BY category_id, job_type, experience_level
    ON CONFLICT (category_id, job_type, experience_level) DO UPDATE SET open_count = c.open_count + excluded.open_count;
    INSERT INTO job_fit_counts AS f (category_id, job_type, experience_level, hires_anywhere, overlap_timezone, overlap_start, overlap_end, overlap_min_hours, open_count)
    SELECT category_id, job_type, experience_level, hires_anywhere, overlap_timezone, overlap_start, overlap_end, overlap_min_hours, -count(*)
    FROM old_rows WHERE status = 'open'
    GROUP BY category_id, job_type, experience_level, hires_anywhere, overlap_timezone, overlap_start, overlap_end, overlap_min_hours
    ON CONFLICT ON CONSTRAINT job_fit_counts_group DO UPDATE SET open_count = f.open_count + excluded.open_count;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO job_counts AS c (category_id, job_type, experience_level, open_count)
    SELECT category_id, job_type, experience_level, count(*) FROM new_rows WHERE status = 'open'
    GROUP BY category_id, job_type, experience_level
    ON CONFLICT (category_id, job_type, experience_level) DO UPDATE SET open_count = c.open_count + excluded.open_count;
    INSERT INTO job_fit_counts AS f (category_id, job_type, experience_level, hires_anywhere, overlap_timezone, overlap_start, overlap_end, overlap_min_hours, open_count)
    SELECT category_id, job_type, experience_level, hires_anywhere, overlap_timezone, overlap_start, overlap_end, overlap_min_hours, count(*)
    FROM new_rows WHERE status = 'open'
    GROUP BY category_id, job_type, experience_level, hires_anywhere, overlap_timezone, overlap_start, overlap_end, overlap_min_hours
    ON CONFLICT ON CONSTRAINT job_fit_counts_group DO UPDATE SET open_count = f.open_count + excluded.open_count;
  END IF;
  PERFORM nextval('job_changes_seq');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_counts_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM job_counts;
  DELETE FROM job_fit_counts;
  PERFORM nextval('job_changes_seq');
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO job_fit_counts (category_id, job_type, experience_level, hires_anywhere, overlap_timezone, overlap_start, overlap_end, overlap_min_hours, open_count)
SELECT category_id, job_type, experience_level, hires_anywhere, overlap_timezone, overlap_start, overlap_end, overlap_min_hours, count(*)
FROM jobs WHERE status = 'open'
GROUP BY category_id, job_type, experience_level, hires_anywhere, overlap_timezone, overlap_start, overlap_end, overlap_min_hours;
