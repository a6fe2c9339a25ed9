CREATE TABLE "interview_feedback" (
	"interview_id" bigint PRIMARY KEY NOT NULL,
	"client_id" integer,
	"communication" smallint NOT NULL,
	"skills" smallint NOT NULL,
	"hours_fit" smallint NOT NULL,
	"overall" smallint NOT NULL,
	"recommendation" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_feedback_scores" CHECK ("interview_feedback"."communication" between 1 and 4 and "interview_feedback"."skills" between 1 and 4 and "interview_feedback"."hours_fit" between 1 and 4 and "interview_feedback"."overall" between 1 and 4),
	CONSTRAINT "interview_feedback_recommendation" CHECK ("interview_feedback"."recommendation" in ('strong_yes', 'yes', 'no', 'strong_no'))
);
--> statement-breakpoint
ALTER TABLE "interview_feedback" ADD CONSTRAINT "interview_feedback_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_feedback" ADD CONSTRAINT "interview_feedback_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;