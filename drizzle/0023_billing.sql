CREATE TYPE "public"."milestone_status" AS ENUM('pending', 'delivered', 'approved');--> statement-breakpoint
CREATE TYPE "public"."timesheet_status" AS ENUM('open', 'submitted', 'approved', 'disputed');--> statement-breakpoint
CREATE TYPE "public"."invoice_kind" AS ENUM('invoice', 'credit_note');--> statement-breakpoint
CREATE TYPE "public"."invoice_line_kind" AS ENUM('hours', 'milestone', 'full_time', 'trial_credit');--> statement-breakpoint
CREATE TYPE "public"."invoice_status" AS ENUM('issued', 'paid', 'void');--> statement-breakpoint
CREATE TYPE "public"."payout_status" AS ENUM('pending', 'payable', 'paid', 'cancelled');--> statement-breakpoint
CREATE TABLE "milestone_deliveries" (
	"engagement_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"status" "milestone_status" DEFAULT 'delivered' NOT NULL,
	"note" text,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approve_by" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone,
	"auto_approved" boolean DEFAULT false NOT NULL,
	CONSTRAINT "milestone_deliveries_engagement_id_position_pk" PRIMARY KEY("engagement_id","position"),
	CONSTRAINT "milestone_deliveries_position_positive" CHECK ("milestone_deliveries"."position" >= 1)
);
--> statement-breakpoint
CREATE TABLE "time_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"timesheet_id" bigint NOT NULL,
	"engagement_id" bigint NOT NULL,
	"work_date" date NOT NULL,
	"minutes" smallint NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_entries_minutes_range" CHECK ("time_entries"."minutes" between 1 and 1440)
);
--> statement-breakpoint
CREATE TABLE "timesheets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"engagement_id" bigint NOT NULL,
	"week_start" date NOT NULL,
	"status" timesheet_status DEFAULT 'open' NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"auto_submitted" boolean DEFAULT false NOT NULL,
	"review_deadline" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"auto_approved" boolean DEFAULT false NOT NULL,
	"dispute_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheets_minutes_nonnegative" CHECK ("timesheets"."minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "billing_profiles" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"country" text NOT NULL,
	"vat_id" text,
	"billing_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"kind" "invoice_line_kind" NOT NULL,
	"engagement_id" bigint,
	"description" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"quantity" numeric(12, 4) NOT NULL,
	"unit_code" text NOT NULL,
	"unit_price_minor" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"talent_amount_minor" bigint NOT NULL,
	"timesheet_id" bigint,
	"milestone_position" smallint,
	"billed_month" text
);
--> statement-breakpoint
CREATE TABLE "invoice_number_sequences" (
	"kind" "invoice_kind" NOT NULL,
	"year" smallint NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_number_sequences_kind_year_pk" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"kind" "invoice_kind" DEFAULT 'invoice' NOT NULL,
	"company_id" integer,
	"month" text NOT NULL,
	"currency" text NOT NULL,
	"status" "invoice_status" DEFAULT 'issued' NOT NULL,
	"issued_on" date NOT NULL,
	"due_on" date NOT NULL,
	"total_minor" bigint NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"credits_invoice_id" bigint,
	"paid_on" date,
	"payment_reference" text,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_month_format" CHECK ("invoices"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"talent_id" integer,
	"engagement_id" bigint,
	"invoice_id" bigint NOT NULL,
	"month" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" "payout_status" DEFAULT 'pending' NOT NULL,
	"paid_on" date,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "milestone_deliveries" ADD CONSTRAINT "milestone_deliveries_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_profiles" ADD CONSTRAINT "billing_profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credits_invoice_id_invoices_id_fk" FOREIGN KEY ("credits_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "milestone_deliveries_status_idx" ON "milestone_deliveries" USING btree ("status","approve_by");--> statement-breakpoint
CREATE INDEX "time_entries_timesheet_idx" ON "time_entries" USING btree ("timesheet_id","work_date");--> statement-breakpoint
CREATE INDEX "time_entries_engagement_idx" ON "time_entries" USING btree ("engagement_id","work_date");--> statement-breakpoint
CREATE UNIQUE INDEX "timesheets_engagement_week_unique" ON "timesheets" USING btree ("engagement_id","week_start");--> statement-breakpoint
CREATE INDEX "timesheets_status_deadline_idx" ON "timesheets" USING btree ("status","review_deadline");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_position_unique" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_timesheet_unique" ON "invoice_lines" USING btree ("timesheet_id") WHERE "invoice_lines"."timesheet_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_milestone_unique" ON "invoice_lines" USING btree ("engagement_id","milestone_position") WHERE "invoice_lines"."milestone_position" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_full_time_unique" ON "invoice_lines" USING btree ("engagement_id","billed_month") WHERE "invoice_lines"."billed_month" is not null;--> statement-breakpoint
CREATE INDEX "invoice_lines_engagement_idx" ON "invoice_lines" USING btree ("engagement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_company_month_currency_unique" ON "invoices" USING btree ("company_id","month","currency") WHERE "invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_credit_note_unique" ON "invoices" USING btree ("credits_invoice_id") WHERE "invoices"."credits_invoice_id" is not null;--> statement-breakpoint
CREATE INDEX "invoices_company_idx" ON "invoices" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "invoices_status_due_idx" ON "invoices" USING btree ("status","due_on");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_engagement_invoice_unique" ON "payouts" USING btree ("engagement_id","invoice_id");--> statement-breakpoint
CREATE INDEX "payouts_talent_idx" ON "payouts" USING btree ("talent_id","month");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "payouts_invoice_idx" ON "payouts" USING btree ("invoice_id");