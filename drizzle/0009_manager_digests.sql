CREATE TABLE "manager_digests" (
	"manager_id" integer PRIMARY KEY NOT NULL,
	"sent_through" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "manager_digests" ADD CONSTRAINT "manager_digests_manager_id_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."managers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manager_digests_due_idx" ON "manager_digests" USING btree ("sent_through");