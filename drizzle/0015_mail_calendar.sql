ALTER TABLE "mail_outbox" ADD COLUMN "calendar" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "calendar_method" text;