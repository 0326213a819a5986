CREATE TABLE "room_alerts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "room_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"cooling_unit_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"critical_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"peak_value" double precision,
	"peak_at" timestamp with time zone,
	"direction" text,
	"minutes_high" double precision DEFAULT 0 NOT NULL,
	"minutes_low" double precision DEFAULT 0 NOT NULL,
	"acknowledged_by" bigint,
	"acknowledged_at" timestamp with time zone,
	"acknowledge_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_alerts_kind_check" CHECK ("room_alerts"."kind" in ('temperature', 'humidity', 'no_data')),
	CONSTRAINT "room_alerts_direction_check" CHECK ("room_alerts"."direction" is null or "room_alerts"."direction" in ('high', 'low'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "alert_id" bigint;--> statement-breakpoint
ALTER TABLE "room_alerts" ADD CONSTRAINT "room_alerts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_alerts" ADD CONSTRAINT "room_alerts_cooling_unit_id_cooling_units_id_fk" FOREIGN KEY ("cooling_unit_id") REFERENCES "public"."cooling_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_alerts" ADD CONSTRAINT "room_alerts_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "room_alerts_one_open_key" ON "room_alerts" USING btree ("cooling_unit_id","kind") WHERE "room_alerts"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "room_alerts_room_started_idx" ON "room_alerts" USING btree ("cooling_unit_id","started_at");--> statement-breakpoint
CREATE INDEX "room_alerts_company_open_idx" ON "room_alerts" USING btree ("company_id") WHERE "room_alerts"."closed_at" is null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_alert_id_room_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."room_alerts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_once_per_alert_key" ON "notifications" USING btree ("kind","alert_id","user_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('pickup_soon', 'check_in_corrected', 'market_survey_due', 'room_over_capacity', 'room_alert', 'room_alert_critical'));