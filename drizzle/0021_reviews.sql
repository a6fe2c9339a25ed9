CREATE TABLE "reviews" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"engagement_id" bigint NOT NULL,
	"author_kind" text NOT NULL,
	"author_id" integer NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"text" text NOT NULL,
	"communication" smallint,
	"clarity_of_work" smallint,
	"payments_on_time" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_by" integer,
	"hidden_reason" text,
	CONSTRAINT "reviews_author_kind" CHECK ("reviews"."author_kind" in ('talent', 'client')),
	CONSTRAINT "reviews_subject_kind" CHECK ("reviews"."subject_kind" in ('talent', 'company')),
	CONSTRAINT "reviews_rating" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_text_length" CHECK (char_length("reviews"."text") <= 2000),
	CONSTRAINT "reviews_aspects" CHECK (("reviews"."communication" is null or "reviews"."communication" between 1 and 5) and ("reviews"."clarity_of_work" is null or "reviews"."clarity_of_work" between 1 and 5) and ("reviews"."payments_on_time" is null or "reviews"."payments_on_time" between 1 and 5))
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_managers_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_engagement_author_kind" ON "reviews" USING btree ("engagement_id","author_kind");--> statement-breakpoint
CREATE INDEX "reviews_subject" ON "reviews" USING btree ("subject_kind","subject_id");