CREATE SEQUENCE "public"."job_changes_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "job_counts" (
	"category_id" integer NOT NULL,
	"job_type" "job_type" NOT NULL,
	"experience_level" "experience_level" NOT NULL,
	"open_count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "job_counts_category_id_job_type_experience_level_pk" PRIMARY KEY("category_id","job_type","experience_level")
);
--> statement-breakpoint
DROP INDEX "jobs_open_rate_max_idx";--> statement-breakpoint
DROP INDEX "jobs_open_rate_min_idx";--> statement-breakpoint
DROP INDEX "jobs_skill_keys_gin";--> statement-breakpoint
DROP INDEX "jobs_search_gin";--> statement-breakpoint
DROP INDEX "jobs_open_posted_idx";--> statement-breakpoint
DROP INDEX "jobs_open_category_posted_idx";--> statement-breakpoint
DROP INDEX "jobs_open_type_posted_idx";--> statement-breakpoint
DROP INDEX "jobs_open_level_posted_idx";--> statement-breakpoint
CREATE INDEX "jobs_open_rate_high_idx" ON "jobs" USING btree ("rate_max" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_rate_low_idx" ON "jobs" USING btree ("rate_min","id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_skill_keys_gin" ON "jobs" USING gin ("skill_keys") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_search_gin" ON "jobs" USING gin ("search") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_posted_idx" ON "jobs" USING btree ("posted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_category_posted_idx" ON "jobs" USING btree ("category_id","posted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_type_posted_idx" ON "jobs" USING btree ("job_type","posted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_level_posted_idx" ON "jobs" USING btree ("experience_level","posted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'open';