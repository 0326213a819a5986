ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "sms_day_limit" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_sms_day_limit_check" CHECK ("companies"."sms_day_limit" is null or "companies"."sms_day_limit" >= 0);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('Service Provider', 'Operator', 'Farmer', 'Administrator'));