CREATE TYPE "public"."invitation_status" AS ENUM('pending', 'accepted', 'declined');--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" bigint NOT NULL,
	"talent_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"message" text,
	"status" "invitation_status" DEFAULT 'pending' NOT NULL,
	"application_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shortlist_talent" (
	"shortlist_id" integer NOT NULL,
	"talent_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shortlist_talent_shortlist_id_talent_id_pk" PRIMARY KEY("shortlist_id","talent_id")
);
--> statement-breakpoint
CREATE TABLE "shortlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applicant_digests" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"sent_through" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"account_kind" "account_kind" NOT NULL,
	"account_id" integer NOT NULL,
	"topic" text NOT NULL,
	"setting" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_settings_account_kind_account_id_topic_pk" PRIMARY KEY("account_kind","account_id","topic"),
	CONSTRAINT "notification_settings_setting" CHECK ("notification_settings"."setting" in ('on', 'off', 'daily'))
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"talent_id" integer NOT NULL,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"alerted_through" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "last_active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "work_start" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "work_end" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "hires_anywhere" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "hires_countries" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "hires_regions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "eligible_countries" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "overlap_timezone" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "overlap_start" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "overlap_end" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "overlap_min_hours" smallint;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_talent" ADD CONSTRAINT "shortlist_talent_shortlist_id_shortlists_id_fk" FOREIGN KEY ("shortlist_id") REFERENCES "public"."shortlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_talent" ADD CONSTRAINT "shortlist_talent_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlists" ADD CONSTRAINT "shortlists_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_digests" ADD CONSTRAINT "applicant_digests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_pending_unique" ON "invitations" USING btree ("job_id","talent_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "invitations_talent_idx" ON "invitations" USING btree ("talent_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invitations_client_idx" ON "invitations" USING btree ("client_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shortlist_talent_talent_idx" ON "shortlist_talent" USING btree ("talent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shortlists_client_name_unique" ON "shortlists" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE INDEX "applicant_digests_due_idx" ON "applicant_digests" USING btree ("sent_through");--> statement-breakpoint
CREATE INDEX "saved_searches_talent_idx" ON "saved_searches" USING btree ("talent_id");--> statement-breakpoint
CREATE INDEX "saved_searches_due_idx" ON "saved_searches" USING btree ("alerted_through");--> statement-breakpoint
CREATE INDEX "talent_profiles_skills_gin" ON "talent_profiles" USING gin ("skills");--> statement-breakpoint
CREATE INDEX "talent_profiles_last_active_idx" ON "talent_profiles" USING btree ("last_active_at" DESC NULLS LAST,"talent_id");--> statement-breakpoint
CREATE INDEX "jobs_open_eligible_countries_gin" ON "jobs" USING gin ("eligible_countries") WHERE status = 'open' and not hires_anywhere;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_overlap_all_or_none" CHECK (("jobs"."overlap_timezone" is null) = ("jobs"."overlap_start" is null) and ("jobs"."overlap_start" is null) = ("jobs"."overlap_end" is null) and ("jobs"."overlap_end" is null) = ("jobs"."overlap_min_hours" is null));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_overlap_min_hours_range" CHECK ("jobs"."overlap_min_hours" between 1 and 24);--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_hires_somewhere" CHECK ("jobs"."hires_anywhere" or cardinality("jobs"."eligible_countries") > 0);