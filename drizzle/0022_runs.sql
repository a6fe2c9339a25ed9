CREATE TYPE "public"."engagement_action" AS ENUM('end', 'reduce');--> statement-breakpoint
CREATE TYPE "public"."run_outcome" AS ENUM('ok', 'failed');--> statement-breakpoint
CREATE TABLE "engagement_action_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"engagement_id" bigint NOT NULL,
	"client_id" integer NOT NULL,
	"action" "engagement_action" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "engagement_action_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
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
ALTER TABLE "engagement_action_tokens" ADD CONSTRAINT "engagement_action_tokens_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_action_tokens" ADD CONSTRAINT "engagement_action_tokens_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_summary_mails" ADD CONSTRAINT "weekly_summary_mails_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "engagement_action_tokens_engagement_idx" ON "engagement_action_tokens" USING btree ("engagement_id");