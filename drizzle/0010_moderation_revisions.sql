ALTER TABLE "jobs" ADD COLUMN "platform_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "platform_close_reason" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "revision" jsonb;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "revision_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "revision_rejection" text;