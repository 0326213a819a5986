CREATE TABLE "room_alert_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "room_alert_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"alert_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"repeat" integer NOT NULL,
	"critical" boolean NOT NULL,
	"told_at" timestamp with time zone NOT NULL,
	"queued" boolean NOT NULL,
	"sms_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_alert_messages_repeat_check" CHECK ("room_alert_messages"."repeat" >= 0)
);
--> statement-breakpoint
ALTER TABLE "room_alert_messages" ADD CONSTRAINT "room_alert_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_alert_messages" ADD CONSTRAINT "room_alert_messages_alert_id_room_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."room_alerts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_alert_messages" ADD CONSTRAINT "room_alert_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_alert_messages" ADD CONSTRAINT "room_alert_messages_sms_id_sms_messages_id_fk" FOREIGN KEY ("sms_id") REFERENCES "public"."sms_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "room_alert_messages_key" ON "room_alert_messages" USING btree ("alert_id","user_id","repeat");--> statement-breakpoint
CREATE INDEX "room_alert_messages_user_told_idx" ON "room_alert_messages" USING btree ("user_id","told_at");