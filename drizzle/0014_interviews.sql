CREATE TYPE "public"."interview_status" AS ENUM('proposed', 'booked', 'cancelled');--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" bigint NOT NULL,
	"talent_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"status" "interview_status" DEFAULT 'proposed' NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"offered_starts" timestamp with time zone[] NOT NULL,
	"starts_at" timestamp with time zone,
	"link" text,
	"phone" text,
	"note" text,
	"uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"cancel_reason" text,
	"cancelled_by" "account_kind",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interviews_duration" CHECK ("interviews"."duration_minutes" in (30, 45, 60)),
	CONSTRAINT "interviews_booked_start" CHECK ("interviews"."status" <> 'booked' or "interviews"."starts_at" is not null),
	CONSTRAINT "interviews_link_or_phone" CHECK ("interviews"."link" is not null or "interviews"."phone" is not null),
	CONSTRAINT "interviews_sequence" CHECK ("interviews"."sequence" >= 0)
);
--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interviews_application_idx" ON "interviews" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "interviews_talent_idx" ON "interviews" USING btree ("talent_id","starts_at");--> statement-breakpoint
CREATE INDEX "interviews_company_idx" ON "interviews" USING btree ("company_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_uid_unique" ON "interviews" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_open_per_application" ON "interviews" USING btree ("application_id") WHERE "interviews"."status" in ('proposed', 'booked');--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_talent_booked_start" ON "interviews" USING btree ("talent_id","starts_at") WHERE "interviews"."status" = 'booked';--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_company_booked_start" ON "interviews" USING btree ("company_id","starts_at") WHERE "interviews"."status" = 'booked';