ALTER TABLE "mail_outbox" ADD COLUMN "sealed_secret" text;--> statement-breakpoint
ALTER TABLE "manager_links" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "manager_links" ADD COLUMN "revoked_by" integer;--> statement-breakpoint
ALTER TABLE "manager_links" ADD CONSTRAINT "manager_links_revoked_by_managers_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."managers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Messages already sent or parked before links were sealed: their live tokens are redacted (a pending one keeps its
-- token until the sender sends it, then markSent redacts it).
UPDATE "mail_outbox" SET "text" = regexp_replace("text", 'token=[A-Za-z0-9_-]{16,}', 'token=[redacted]', 'g'), "html" = regexp_replace("html", 'token=[A-Za-z0-9_-]{16,}', 'token=[redacted]', 'g') WHERE "status" <> 'pending' AND "text" ~ 'token=[A-Za-z0-9_-]{16,}';
