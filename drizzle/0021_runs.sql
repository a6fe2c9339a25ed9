CREATE TYPE "public"."run_outcome" AS ENUM('ok', 'failed');--> statement-breakpoint
CREATE TABLE "runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_outcome" "run_outcome",
	"last_summary" text,
	"running_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "weekly_summary_mails" (
	"client_id" integer NOT NULL,
	"week" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_summary_mails_client_id_week_pk" PRIMARY KEY("client_id","week")
);
--> statement-breakpoint
ALTER TABLE "weekly_summary_mails" ADD CONSTRAINT "weekly_summary_mails_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;