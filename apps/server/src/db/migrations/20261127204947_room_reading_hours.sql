CREATE TABLE "room_reading_hours" (
	"company_id" bigint NOT NULL,
	"cooling_unit_id" bigint NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"readings" integer NOT NULL,
	"temperature_min" double precision NOT NULL,
	"temperature_max" double precision NOT NULL,
	"temperature_sum" double precision NOT NULL,
	"humidity_readings" integer DEFAULT 0 NOT NULL,
	"humidity_min" double precision,
	"humidity_max" double precision,
	"humidity_sum" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "room_reading_hours_pkey" PRIMARY KEY("cooling_unit_id","hour")
);
--> statement-breakpoint
ALTER TABLE "room_reading_hours" ADD CONSTRAINT "room_reading_hours_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_reading_hours" ADD CONSTRAINT "room_reading_hours_cooling_unit_id_cooling_units_id_fk" FOREIGN KEY ("cooling_unit_id") REFERENCES "public"."cooling_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Rollups of the readings stored before this table existed (written by hand; the app keeps them from here on).
INSERT INTO "room_reading_hours" ("company_id", "cooling_unit_id", "hour", "readings", "temperature_min", "temperature_max", "temperature_sum", "humidity_readings", "humidity_min", "humidity_max", "humidity_sum")
SELECT "company_id", "cooling_unit_id", date_trunc('hour', "measured_at", 'UTC'), count(*)::int, min("temperature_c"), max("temperature_c"), sum("temperature_c"),
  count("humidity_pct")::int, min("humidity_pct"), max("humidity_pct"), coalesce(sum("humidity_pct"), 0)
FROM "room_readings" GROUP BY "company_id", "cooling_unit_id", date_trunc('hour', "measured_at", 'UTC');
