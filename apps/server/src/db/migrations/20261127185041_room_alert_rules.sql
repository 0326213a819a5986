CREATE TABLE "room_alert_rules" (
	"cooling_unit_id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"lower_c" double precision,
	"upper_c" double precision,
	"delay_min" integer NOT NULL,
	"clear_band_c" double precision NOT NULL,
	"critical_delta_c" double precision NOT NULL,
	"critical_after_min" integer NOT NULL,
	"no_data_min" integer NOT NULL,
	"humidity_lower_pct" double precision,
	"humidity_upper_pct" double precision,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_alert_rules_limits_check" CHECK (("room_alert_rules"."lower_c" is null) = ("room_alert_rules"."upper_c" is null) and ("room_alert_rules"."lower_c" is null or "room_alert_rules"."lower_c" < "room_alert_rules"."upper_c")),
	CONSTRAINT "room_alert_rules_humidity_check" CHECK (("room_alert_rules"."humidity_lower_pct" is null) = ("room_alert_rules"."humidity_upper_pct" is null))
);
--> statement-breakpoint
ALTER TABLE "room_alert_rules" ADD CONSTRAINT "room_alert_rules_cooling_unit_id_cooling_units_id_fk" FOREIGN KEY ("cooling_unit_id") REFERENCES "public"."cooling_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_alert_rules" ADD CONSTRAINT "room_alert_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_alert_rules" ADD CONSTRAINT "room_alert_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;