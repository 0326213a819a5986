CREATE TABLE "crops" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crops_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"type" text NOT NULL,
	"names" jsonb NOT NULL,
	"temperature_min_c" double precision,
	"temperature_max_c" double precision,
	"humidity_min_pct" double precision,
	"humidity_max_pct" double precision,
	"storage_life_min_days" double precision,
	"storage_life_max_days" double precision,
	"ethylene_production" text,
	"ethylene_sensitivity" text,
	"kinetics" jsonb,
	"initial_quality" jsonb NOT NULL,
	"position" integer NOT NULL,
	"in_catalogue" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"country" varchar(2) NOT NULL,
	"state" text,
	"city" text,
	"street" text,
	"street_number" text,
	"zip_code" text,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "locations_latitude_check" CHECK ("locations"."latitude" is null or "locations"."latitude" between -90 and 90),
	CONSTRAINT "locations_longitude_check" CHECK ("locations"."longitude" is null or "locations"."longitude" between -180 and 180),
	CONSTRAINT "locations_coordinates_pair_check" CHECK (("locations"."latitude" is null) = ("locations"."longitude" is null))
);
--> statement-breakpoint
CREATE TABLE "cooling_unit_crops" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cooling_unit_crops_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"cooling_unit_id" bigint NOT NULL,
	"crop_id" bigint NOT NULL,
	"pricing" text NOT NULL,
	"rate_minor" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cooling_unit_crops_pricing_check" CHECK ("cooling_unit_crops"."pricing" in ('fixed', 'daily')),
	CONSTRAINT "cooling_unit_crops_rate_check" CHECK ("cooling_unit_crops"."rate_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cooling_unit_operators" (
	"company_id" bigint NOT NULL,
	"cooling_unit_id" bigint NOT NULL,
	"operator_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cooling_unit_operators_pkey" PRIMARY KEY("cooling_unit_id","operator_id")
);
--> statement-breakpoint
CREATE TABLE "cooling_units" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cooling_units_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"location_id" bigint NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"metric" text NOT NULL,
	"capacity" integer NOT NULL,
	"crate_weight_grams" integer DEFAULT 25000 NOT NULL,
	"public" boolean DEFAULT false NOT NULL,
	"editable_checkins" boolean DEFAULT false NOT NULL,
	"sensor" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "cooling_units_type_check" CHECK ("cooling_units"."type" in ('farm_gate', 'market', 'movable', 'other')),
	CONSTRAINT "cooling_units_metric_check" CHECK ("cooling_units"."metric" in ('crates', 'kg')),
	CONSTRAINT "cooling_units_capacity_check" CHECK ("cooling_units"."capacity" > 0),
	CONSTRAINT "cooling_units_crate_weight_check" CHECK ("cooling_units"."crate_weight_grams" > 0 and "cooling_units"."crate_weight_grams" <= 500000)
);
--> statement-breakpoint
CREATE TABLE "device_keys" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "device_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"cooling_unit_id" bigint NOT NULL,
	"key_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"created_by" bigint,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_readings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "room_readings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"cooling_unit_id" bigint NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"temperature_c" double precision NOT NULL,
	"humidity_pct" double precision,
	"source" text NOT NULL,
	"recorded_by" bigint,
	"device_key_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_readings_source_check" CHECK ("room_readings"."source" in ('manual', 'sensor')),
	CONSTRAINT "room_readings_temperature_check" CHECK ("room_readings"."temperature_c" between -30 and 60),
	CONSTRAINT "room_readings_humidity_check" CHECK ("room_readings"."humidity_pct" is null or "room_readings"."humidity_pct" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooling_unit_crops" ADD CONSTRAINT "cooling_unit_crops_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooling_unit_crops" ADD CONSTRAINT "cooling_unit_crops_cooling_unit_id_cooling_units_id_fk" FOREIGN KEY ("cooling_unit_id") REFERENCES "public"."cooling_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooling_unit_crops" ADD CONSTRAINT "cooling_unit_crops_crop_id_crops_id_fk" FOREIGN KEY ("crop_id") REFERENCES "public"."crops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooling_unit_operators" ADD CONSTRAINT "cooling_unit_operators_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooling_unit_operators" ADD CONSTRAINT "cooling_unit_operators_cooling_unit_id_cooling_units_id_fk" FOREIGN KEY ("cooling_unit_id") REFERENCES "public"."cooling_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooling_unit_operators" ADD CONSTRAINT "cooling_unit_operators_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooling_units" ADD CONSTRAINT "cooling_units_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooling_units" ADD CONSTRAINT "cooling_units_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_keys" ADD CONSTRAINT "device_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_keys" ADD CONSTRAINT "device_keys_cooling_unit_id_cooling_units_id_fk" FOREIGN KEY ("cooling_unit_id") REFERENCES "public"."cooling_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_keys" ADD CONSTRAINT "device_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_readings" ADD CONSTRAINT "room_readings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_readings" ADD CONSTRAINT "room_readings_cooling_unit_id_cooling_units_id_fk" FOREIGN KEY ("cooling_unit_id") REFERENCES "public"."cooling_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_readings" ADD CONSTRAINT "room_readings_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_readings" ADD CONSTRAINT "room_readings_device_key_id_device_keys_id_fk" FOREIGN KEY ("device_key_id") REFERENCES "public"."device_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crops_code_key" ON "crops" USING btree ("code");--> statement-breakpoint
CREATE INDEX "locations_company_id_idx" ON "locations" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cooling_unit_crops_room_crop_key" ON "cooling_unit_crops" USING btree ("cooling_unit_id","crop_id");--> statement-breakpoint
CREATE INDEX "cooling_unit_operators_operator_id_idx" ON "cooling_unit_operators" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "cooling_units_company_id_idx" ON "cooling_units" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "cooling_units_location_id_idx" ON "cooling_units" USING btree ("location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "device_keys_key_hash_key" ON "device_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "device_keys_cooling_unit_id_idx" ON "device_keys" USING btree ("cooling_unit_id");--> statement-breakpoint
CREATE INDEX "room_readings_room_measured_idx" ON "room_readings" USING btree ("cooling_unit_id","measured_at");--> statement-breakpoint
CREATE UNIQUE INDEX "room_readings_sensor_time_key" ON "room_readings" USING btree ("cooling_unit_id","measured_at") WHERE "room_readings"."source" = 'sensor';