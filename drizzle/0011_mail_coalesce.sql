ALTER TABLE "mail_outbox" ADD COLUMN "coalesce_key" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "coalesce_base" text;--> statement-breakpoint
CREATE INDEX "mail_outbox_coalesce_idx" ON "mail_outbox" USING btree ("coalesce_key") WHERE "mail_outbox"."coalesce_key" is not null and "mail_outbox"."status" = 'pending';