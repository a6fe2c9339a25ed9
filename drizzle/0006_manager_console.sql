CREATE TYPE "public"."vetting_stage" AS ENUM('submitted', 'profile_review', 'skills_assessment', 'live_interview', 'vetted', 'declined');--> statement-breakpoint
CREATE TYPE "public"."job_report_reason" AS ENUM('spam', 'scam', 'misleading', 'discriminatory', 'not_remote', 'other');--> statement-breakpoint
CREATE TYPE "public"."manager_link_purpose" AS ENUM('setup', 'invite');--> statement-breakpoint
ALTER TYPE "public"."job_status" ADD VALUE 'pending_review';--> statement-breakpoint
CREATE TABLE "talent_vetting" (
	"talent_id" integer PRIMARY KEY NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"stage" "vetting_stage" DEFAULT 'submitted' NOT NULL,
	"stage_entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decline_reason" text,
	"reapply_after" date,
	"scores" jsonb,
	"vetted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vetting_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"talent_id" integer NOT NULL,
	"attempt" integer NOT NULL,
	"from_stage" "vetting_stage",
	"to_stage" "vetting_stage" NOT NULL,
	"manager_id" integer,
	"reason" text,
	"scores" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vetting_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"talent_id" integer NOT NULL,
	"manager_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"manager_id" integer,
	"action" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" bigint NOT NULL,
	"reporter_kind" "account_kind" NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" "job_report_reason" NOT NULL,
	"details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"resolution" text
);
--> statement-breakpoint
CREATE TABLE "manager_links" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" "manager_link_purpose" NOT NULL,
	"email" text,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" integer
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "managers" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "talents" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "jobs_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "review_rejection" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "closed_by_suspension" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_vetting" ADD CONSTRAINT "talent_vetting_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vetting_events" ADD CONSTRAINT "vetting_events_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vetting_events" ADD CONSTRAINT "vetting_events_manager_id_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."managers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vetting_notes" ADD CONSTRAINT "vetting_notes_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vetting_notes" ADD CONSTRAINT "vetting_notes_manager_id_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."managers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_manager_id_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."managers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_reports" ADD CONSTRAINT "job_reports_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_reports" ADD CONSTRAINT "job_reports_resolved_by_managers_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."managers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_links" ADD CONSTRAINT "manager_links_invited_by_managers_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."managers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_links" ADD CONSTRAINT "manager_links_used_by_managers_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."managers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "talent_vetting_queue_idx" ON "talent_vetting" USING btree ("stage","stage_entered_at","talent_id");--> statement-breakpoint
CREATE INDEX "vetting_events_talent_idx" ON "vetting_events" USING btree ("talent_id","attempt","id");--> statement-breakpoint
CREATE INDEX "vetting_events_at_idx" ON "vetting_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "vetting_notes_talent_idx" ON "vetting_notes" USING btree ("talent_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_kind","target_id");--> statement-breakpoint
CREATE INDEX "audit_log_manager_idx" ON "audit_log" USING btree ("manager_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_reports_reporter_unique" ON "job_reports" USING btree ("job_id","reporter_kind","reporter_id");--> statement-breakpoint
CREATE INDEX "job_reports_open_idx" ON "job_reports" USING btree ("created_at") WHERE resolved_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "manager_links_hash_unique" ON "manager_links" USING btree ("token_hash");--> statement-breakpoint
-- The audit log is append-only for everyone: no UPDATE, DELETE or TRUNCATE path, whoever connects.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_update_delete BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
-- Companies that already had jobs on the board were approved in effect: only new companies wait for review.
UPDATE companies SET jobs_approved_at = now()
WHERE EXISTS (SELECT 1 FROM jobs WHERE jobs.company_id = companies.id AND jobs.status IN ('open', 'closed'));
