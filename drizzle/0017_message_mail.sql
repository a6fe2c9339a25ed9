CREATE TABLE "reply_addresses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"application_id" bigint NOT NULL,
	"account_kind" "account_kind" NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "talent_mailed_up_to" bigint;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "client_mailed_up_to" bigint;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "booked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "reminded_24h_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "reminded_1h_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reply_addresses" ADD CONSTRAINT "reply_addresses_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reply_addresses_token_unique" ON "reply_addresses" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "reply_addresses_live_unique" ON "reply_addresses" USING btree ("account_kind","account_id","application_id") WHERE "reply_addresses"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "interviews_reminders_due_idx" ON "interviews" USING btree ("starts_at") WHERE "interviews"."status" = 'booked' and ("interviews"."reminded_24h_at" is null or "interviews"."reminded_1h_at" is null);