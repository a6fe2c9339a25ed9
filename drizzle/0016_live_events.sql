CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"recipient_kind" "account_kind" NOT NULL,
	"recipient_id" integer NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "live_events_recipient_idx" ON "live_events" USING btree ("recipient_kind","recipient_id","id");--> statement-breakpoint
CREATE INDEX "live_events_created_idx" ON "live_events" USING btree ("created_at");