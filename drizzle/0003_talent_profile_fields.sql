CREATE TYPE "public"."profile_visibility" AS ENUM('public', 'recruiters', 'hidden');--> statement-breakpoint
CREATE TABLE "talent_experiences" (
	"id" serial PRIMARY KEY NOT NULL,
	"talent_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"title" text NOT NULL,
	"company" text NOT NULL,
	"start_month" text NOT NULL,
	"end_month" text,
	"current" boolean DEFAULT false NOT NULL,
	"description" text,
	CONSTRAINT "talent_experiences_end_after_start" CHECK ("talent_experiences"."end_month" is null or "talent_experiences"."end_month" >= "talent_experiences"."start_month"),
	CONSTRAINT "talent_experiences_current_has_no_end" CHECK (not ("talent_experiences"."current" and "talent_experiences"."end_month" is not null))
);
--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "experience_level" "experience_level";--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "contract_types" "job_type"[] DEFAULT '{}'::job_type[] NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "hours_per_week" smallint;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "available_from" date;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "work_start" text;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "work_end" text;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "handle" text;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "visibility" "profile_visibility" DEFAULT 'recruiters' NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "onboarding_step" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_experiences" ADD CONSTRAINT "talent_experiences_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "talent_experiences_talent_position_unique" ON "talent_experiences" USING btree ("talent_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "talent_profiles_handle_lower_unique" ON "talent_profiles" USING btree (lower("handle"));--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD CONSTRAINT "talent_profiles_hours_per_week_range" CHECK ("talent_profiles"."hours_per_week" between 1 and 80);--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD CONSTRAINT "talent_profiles_onboarding_step_range" CHECK ("talent_profiles"."onboarding_step" between 0 and 5);--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD CONSTRAINT "talent_profiles_work_hours_pair" CHECK (("talent_profiles"."work_start" is null) = ("talent_profiles"."work_end" is null));