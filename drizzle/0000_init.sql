CREATE TYPE "public"."account_kind" AS ENUM('talent', 'client', 'manager');--> statement-breakpoint
CREATE TYPE "public"."experience_level" AS ENUM('junior', 'mid', 'senior', 'lead');--> statement-breakpoint
CREATE TYPE "public"."job_status" AS ENUM('open', 'closed');--> statement-breakpoint
CREATE TYPE "public"."job_type" AS ENUM('hourly', 'project', 'full_time');--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "industries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "industries_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "job_interests" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"kind" "account_kind" NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"company_name" text NOT NULL,
	"company_size" text,
	"phone" text,
	"website" text,
	"hiring_for" integer,
	CONSTRAINT "clients_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "managers" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "managers_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "talents" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talents_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_kind" "account_kind" NOT NULL,
	"owner_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_profiles" (
	"talent_id" integer PRIMARY KEY NOT NULL,
	"headline" text,
	"bio" text,
	"location" text,
	"timezone" text,
	"hourly_rate" integer,
	"years_experience" integer,
	"availability" text,
	"category_id" integer,
	"skills" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"custom_skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"job_interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"industries" text[] DEFAULT '{}'::text[] NOT NULL,
	"linkedin_url" text,
	"github_url" text,
	"portfolio_url" text,
	"avatar_file_id" uuid,
	"resume_file_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"company_name" text NOT NULL,
	"company_logo_url" text,
	"category_id" integer NOT NULL,
	"description" text NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"skill_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"job_type" "job_type" NOT NULL,
	"experience_level" "experience_level" NOT NULL,
	"location" text NOT NULL,
	"rate_min" integer NOT NULL,
	"rate_max" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"status" "job_status" DEFAULT 'open' NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', "jobs"."search_text")) STORED,
	CONSTRAINT "jobs_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_interests" ADD CONSTRAINT "job_interests_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skills" ADD CONSTRAINT "skills_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_hiring_for_categories_id_fk" FOREIGN KEY ("hiring_for") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD CONSTRAINT "talent_profiles_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD CONSTRAINT "talent_profiles_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_interests_category_name_unique" ON "job_interests" USING btree ("category_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "skills_category_name_unique" ON "skills" USING btree ("category_id",lower("name"));--> statement-breakpoint
CREATE INDEX "skills_name_lower_idx" ON "skills" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "api_tokens_account_idx" ON "api_tokens" USING btree ("kind","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_email_lower_unique" ON "clients" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "managers_email_lower_unique" ON "managers" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "talents_email_lower_unique" ON "talents" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "stored_files_owner_idx" ON "stored_files" USING btree ("owner_kind","owner_id");--> statement-breakpoint
CREATE INDEX "jobs_open_posted_idx" ON "jobs" USING btree ("status","posted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_open_category_posted_idx" ON "jobs" USING btree ("status","category_id","posted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_open_type_posted_idx" ON "jobs" USING btree ("status","job_type","posted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_open_level_posted_idx" ON "jobs" USING btree ("status","experience_level","posted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_open_rate_max_idx" ON "jobs" USING btree ("status","rate_max" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "jobs_open_rate_min_idx" ON "jobs" USING btree ("status","rate_min","id");--> statement-breakpoint
CREATE INDEX "jobs_skill_keys_gin" ON "jobs" USING gin ("skill_keys");--> statement-breakpoint
CREATE INDEX "jobs_search_gin" ON "jobs" USING gin ("search");