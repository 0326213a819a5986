CREATE TABLE "company_farmer_removals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_farmer_removals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"farmer_id" bigint NOT NULL,
	"removed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "device_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"device_id" varchar(64) NOT NULL,
	"code" varchar(6) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"lapsed_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offline_refusals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offline_refusals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"device_id" varchar(64) NOT NULL,
	"kind" text NOT NULL,
	"code" varchar(6),
	"status" integer NOT NULL,
	"error_code" text NOT NULL,
	"message" text NOT NULL,
	"fields" jsonb,
	"details" jsonb,
	"done_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offline_refusals_kind_check" CHECK ("offline_refusals"."kind" in ('check_in', 'check_out', 'reading', 'farmer'))
);
--> statement-breakpoint
CREATE TABLE "operator_room_periods" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_room_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"cooling_unit_id" bigint NOT NULL,
	"operator_id" bigint NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "room_crop_rates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "room_crop_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"cooling_unit_id" bigint NOT NULL,
	"crop_id" bigint NOT NULL,
	"pricing" text,
	"rate_minor" bigint,
	"valid_from" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "farmers" ADD COLUMN "received_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "farmers" ADD COLUMN "device_id" varchar(64);--> statement-breakpoint
ALTER TABLE "room_readings" ADD COLUMN "received_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "room_readings" ADD COLUMN "offline_device_id" varchar(64);--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "received_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "device_id" varchar(64);--> statement-breakpoint
ALTER TABLE "company_farmer_removals" ADD CONSTRAINT "company_farmer_removals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_farmer_removals" ADD CONSTRAINT "company_farmer_removals_farmer_id_farmers_id_fk" FOREIGN KEY ("farmer_id") REFERENCES "public"."farmers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_codes" ADD CONSTRAINT "device_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_codes" ADD CONSTRAINT "device_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_refusals" ADD CONSTRAINT "offline_refusals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_refusals" ADD CONSTRAINT "offline_refusals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_room_periods" ADD CONSTRAINT "operator_room_periods_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_room_periods" ADD CONSTRAINT "operator_room_periods_cooling_unit_id_cooling_units_id_fk" FOREIGN KEY ("cooling_unit_id") REFERENCES "public"."cooling_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_room_periods" ADD CONSTRAINT "operator_room_periods_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_crop_rates" ADD CONSTRAINT "room_crop_rates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_crop_rates" ADD CONSTRAINT "room_crop_rates_cooling_unit_id_cooling_units_id_fk" FOREIGN KEY ("cooling_unit_id") REFERENCES "public"."cooling_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_crop_rates" ADD CONSTRAINT "room_crop_rates_crop_id_crops_id_fk" FOREIGN KEY ("crop_id") REFERENCES "public"."crops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_farmer_removals_farmer_idx" ON "company_farmer_removals" USING btree ("farmer_id","company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "device_codes_company_code_key" ON "device_codes" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "device_codes_user_device_idx" ON "device_codes" USING btree ("user_id","device_id");--> statement-breakpoint
CREATE INDEX "offline_refusals_company_received_idx" ON "offline_refusals" USING btree ("company_id","received_at");--> statement-breakpoint
CREATE INDEX "offline_refusals_user_received_idx" ON "offline_refusals" USING btree ("user_id","received_at");--> statement-breakpoint
CREATE INDEX "operator_room_periods_operator_room_idx" ON "operator_room_periods" USING btree ("operator_id","cooling_unit_id","started_at");--> statement-breakpoint
CREATE INDEX "room_crop_rates_room_crop_from_idx" ON "room_crop_rates" USING btree ("cooling_unit_id","crop_id","valid_from");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('pickup_soon', 'check_in_corrected', 'market_survey_due', 'room_over_capacity'));--> statement-breakpoint
-- Rows from before offline operations arrived when they happened.
UPDATE "movements" SET "received_at" = "time";--> statement-breakpoint
UPDATE "room_readings" SET "received_at" = "created_at";--> statement-breakpoint
UPDATE "farmers" SET "received_at" = "created_at";--> statement-breakpoint
-- The rates of the day start the history, from when each room took its crop (the best known start).
INSERT INTO "room_crop_rates" ("company_id", "cooling_unit_id", "crop_id", "pricing", "rate_minor", "valid_from")
SELECT "company_id", "cooling_unit_id", "crop_id", "pricing", "rate_minor", "created_at" FROM "cooling_unit_crops";--> statement-breakpoint
-- The assignments of the day start the history, from when each was made.
INSERT INTO "operator_room_periods" ("company_id", "cooling_unit_id", "operator_id", "started_at")
SELECT "company_id", "cooling_unit_id", "operator_id", "created_at" FROM "cooling_unit_operators";--> statement-breakpoint
-- Farmers removed so far, from the audit log (each removal wrote a row there).
INSERT INTO "company_farmer_removals" ("company_id", "farmer_id", "removed_at")
SELECT a."company_id", a."entity_id"::bigint, a."created_at" FROM "audit_log" a
WHERE a."action" = 'farmer.remove' AND a."company_id" IS NOT NULL AND a."entity_id" ~ '^[0-9]+$'
  AND EXISTS (SELECT 1 FROM "farmers" f WHERE f."id" = a."entity_id"::bigint);
