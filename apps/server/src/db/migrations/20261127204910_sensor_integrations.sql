CREATE TABLE "room_sensor_links" (
	"cooling_unit_id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"integration_id" bigint NOT NULL,
	"device_id" varchar(120) NOT NULL,
	"device_name" varchar(120),
	"last_reading_at" timestamp with time zone,
	"readings_received" bigint DEFAULT 0 NOT NULL,
	"readings_set_aside" integer DEFAULT 0 NOT NULL,
	"last_set_aside" varchar(200),
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sensor_integrations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sensor_integrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"vendor" text NOT NULL,
	"name" varchar(80) NOT NULL,
	"credentials" text NOT NULL,
	"settings" jsonb,
	"poll_minutes" integer NOT NULL,
	"next_poll_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_polled_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error_at" timestamp with time zone,
	"last_error" varchar(40),
	"last_error_detail" varchar(300),
	"failures" integer DEFAULT 0 NOT NULL,
	"readings_received" bigint DEFAULT 0 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sensor_integrations_vendor_check" CHECK ("sensor_integrations"."vendor" in ('ubibot', 'vrm', 'json')),
	CONSTRAINT "sensor_integrations_poll_check" CHECK ("sensor_integrations"."poll_minutes" between 5 and 1440)
);
--> statement-breakpoint
ALTER TABLE "room_sensor_links" ADD CONSTRAINT "room_sensor_links_cooling_unit_id_cooling_units_id_fk" FOREIGN KEY ("cooling_unit_id") REFERENCES "public"."cooling_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_sensor_links" ADD CONSTRAINT "room_sensor_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_sensor_links" ADD CONSTRAINT "room_sensor_links_integration_id_sensor_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."sensor_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_sensor_links" ADD CONSTRAINT "room_sensor_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensor_integrations" ADD CONSTRAINT "sensor_integrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensor_integrations" ADD CONSTRAINT "sensor_integrations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "room_sensor_links_integration_device_key" ON "room_sensor_links" USING btree ("integration_id","device_id");--> statement-breakpoint
CREATE INDEX "room_sensor_links_integration_idx" ON "room_sensor_links" USING btree ("integration_id");--> statement-breakpoint
CREATE INDEX "sensor_integrations_company_idx" ON "sensor_integrations" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "sensor_integrations_next_poll_idx" ON "sensor_integrations" USING btree ("next_poll_at");