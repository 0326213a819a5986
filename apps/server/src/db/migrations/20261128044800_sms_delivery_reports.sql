ALTER TABLE "sms_messages" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "delivery_reason" text;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "delivery_status_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sms_messages_provider_message_idx" ON "sms_messages" USING btree ("provider","provider_message_id") WHERE "sms_messages"."provider_message_id" is not null;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_delivery_status_check" CHECK ("sms_messages"."delivery_status" in ('delivered', 'failed', 'expired'));--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_delivery_check" CHECK (("sms_messages"."delivery_status" is null) = ("sms_messages"."delivery_status_at" is null));