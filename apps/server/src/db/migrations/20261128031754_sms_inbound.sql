CREATE TABLE "sms_inbound" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_inbound_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"provider_message_id" text NOT NULL,
	"from_phone" text NOT NULL,
	"to_number" text,
	"body" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"farmer_id" bigint,
	"keyword" text,
	"reply_sms_id" bigint,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_inbound_status_check" CHECK ("sms_inbound"."status" in ('received', 'answered'))
);
--> statement-breakpoint
ALTER TABLE "farmers" ADD COLUMN "sms_stopped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_inbound" ADD CONSTRAINT "sms_inbound_farmer_id_farmers_id_fk" FOREIGN KEY ("farmer_id") REFERENCES "public"."farmers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_inbound" ADD CONSTRAINT "sms_inbound_reply_sms_id_sms_messages_id_fk" FOREIGN KEY ("reply_sms_id") REFERENCES "public"."sms_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_inbound_provider_message_key" ON "sms_inbound" USING btree ("provider","provider_message_id");--> statement-breakpoint
CREATE INDEX "sms_inbound_waiting_idx" ON "sms_inbound" USING btree ("created_at") WHERE "sms_inbound"."status" = 'received';--> statement-breakpoint
CREATE INDEX "sms_inbound_farmer_idx" ON "sms_inbound" USING btree ("farmer_id","created_at");