DROP INDEX "invoice_lines_timesheet_unique";--> statement-breakpoint
DROP INDEX "invoice_lines_milestone_unique";--> statement-breakpoint
DROP INDEX "invoice_lines_full_time_unique";--> statement-breakpoint
DROP INDEX "invoice_lines_credit_unique";--> statement-breakpoint
DROP INDEX "invoices_company_month_currency_unique";--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "voided" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The lines of invoices voided before this migration: their work is billable again too.
UPDATE "invoice_lines" SET "voided" = true FROM "invoices" WHERE "invoices"."id" = "invoice_lines"."invoice_id" AND "invoices"."kind" = 'invoice' AND "invoices"."status" = 'void';--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_timesheet_unique" ON "invoice_lines" USING btree ("timesheet_id") WHERE "invoice_lines"."timesheet_id" is not null and not "invoice_lines"."voided";--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_milestone_unique" ON "invoice_lines" USING btree ("engagement_id","milestone_position") WHERE "invoice_lines"."milestone_position" is not null and not "invoice_lines"."voided";--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_full_time_unique" ON "invoice_lines" USING btree ("engagement_id","billed_month") WHERE "invoice_lines"."billed_month" is not null and not "invoice_lines"."voided";--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_credit_unique" ON "invoice_lines" USING btree ("credits_line_id") WHERE "invoice_lines"."credits_line_id" is not null and not "invoice_lines"."voided";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_company_month_currency_unique" ON "invoices" USING btree ("company_id","month","currency") WHERE "invoices"."kind" = 'invoice' and "invoices"."status" <> 'void';