CREATE TABLE "impact_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "impact_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint,
	"for_admin" boolean DEFAULT false NOT NULL,
	"requested_by" bigint NOT NULL,
	"filters" jsonb NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" text,
	"pdf_key" text,
	"xlsx_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "impact_reports_status_check" CHECK ("impact_reports"."status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "impact_reports_progress_check" CHECK ("impact_reports"."progress" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "impact_reports" ADD CONSTRAINT "impact_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impact_reports" ADD CONSTRAINT "impact_reports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "impact_reports_company_created_idx" ON "impact_reports" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "impact_reports_admin_created_idx" ON "impact_reports" USING btree ("for_admin","created_at");