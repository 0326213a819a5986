CREATE TABLE "farmer_signups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "farmer_signups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"phone" text NOT NULL,
	"details" jsonb NOT NULL,
	"password_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sms_messages" DROP CONSTRAINT "sms_messages_status_check";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "sms_countries" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "refused_reason" text;--> statement-breakpoint
CREATE INDEX "farmer_signups_phone_idx" ON "farmer_signups" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "farmer_signups_expires_at_idx" ON "farmer_signups" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "rate_limits_resets_at_idx" ON "rate_limits" USING btree ("resets_at");--> statement-breakpoint
CREATE INDEX "sms_messages_refused_idx" ON "sms_messages" USING btree ("company_id","kind","refused_reason","created_at") WHERE "sms_messages"."status" = 'refused';--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_refused_reason_check" CHECK (("sms_messages"."status" = 'refused') = ("sms_messages"."refused_reason" is not null));--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_status_check" CHECK ("sms_messages"."status" in ('pending', 'sending', 'sent', 'failed', 'refused'));--> statement-breakpoint
-- Hand-written: the pick-up SMS kind was called 'notification' before SMS budgets per kind.
UPDATE "sms_messages" SET "kind" = 'pickup' WHERE "kind" = 'notification';