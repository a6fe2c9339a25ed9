CREATE TYPE "public"."contract_type" AS ENUM('hourly', 'project', 'full_time');--> statement-breakpoint
CREATE TYPE "public"."engagement_status" AS ENUM('scheduled', 'active', 'ended');--> statement-breakpoint
CREATE TYPE "public"."offer_status" AS ENUM('sent', 'accepted', 'declined', 'withdrawn', 'superseded');--> statement-breakpoint
CREATE TABLE "engagements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"offer_id" bigint NOT NULL,
	"application_id" bigint NOT NULL,
	"company_id" integer NOT NULL,
	"talent_id" integer NOT NULL,
	"job_id" bigint NOT NULL,
	"contract_type" "contract_type" NOT NULL,
	"currency" text NOT NULL,
	"rate_minor" integer NOT NULL,
	"weekly_hours_cap" smallint,
	"milestones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_date" date NOT NULL,
	"trial_days" smallint NOT NULL,
	"notice_days" smallint NOT NULL,
	"overlap_timezone" text,
	"overlap_start" text,
	"overlap_end" text,
	"overlap_min_hours" smallint,
	"status" "engagement_status" NOT NULL,
	"started_before_platform" boolean DEFAULT false NOT NULL,
	"next_weekly_hours_cap" smallint,
	"next_cap_from" date,
	"ended_on" date,
	"ended_by" "account_kind",
	"end_reason" text,
	"would_rehire" boolean,
	"end_requested_at" timestamp with time zone,
	"ended_in_trial" boolean DEFAULT false NOT NULL,
	"trial_ended_early" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engagements_offer_unique" UNIQUE("offer_id")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" bigint NOT NULL,
	"company_id" integer NOT NULL,
	"talent_id" integer NOT NULL,
	"job_id" bigint NOT NULL,
	"status" "offer_status" DEFAULT 'sent' NOT NULL,
	"contract_type" "contract_type" NOT NULL,
	"currency" text NOT NULL,
	"rate_minor" integer NOT NULL,
	"weekly_hours_cap" smallint,
	"milestones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_date" date NOT NULL,
	"trial_days" smallint NOT NULL,
	"notice_days" smallint NOT NULL,
	"overlap_timezone" text,
	"overlap_start" text,
	"overlap_end" text,
	"overlap_min_hours" smallint,
	"message" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"decline_reason" text,
	CONSTRAINT "offers_rate_positive" CHECK ("offers"."rate_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "engagements_application_unique" ON "engagements" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "engagements_talent_idx" ON "engagements" USING btree ("talent_id","id");--> statement-breakpoint
CREATE INDEX "engagements_company_idx" ON "engagements" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "offers_application_idx" ON "offers" USING btree ("application_id","id");--> statement-breakpoint
CREATE INDEX "offers_talent_idx" ON "offers" USING btree ("talent_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_sent_per_application" ON "offers" USING btree ("application_id") WHERE "offers"."status" = 'sent';