CREATE TABLE "lot_exposures" (
	"lot_id" bigint PRIMARY KEY NOT NULL,
	"cooling_unit_id" bigint NOT NULL,
	"checked_in_at" timestamp with time zone NOT NULL,
	"k0_per_second" double precision NOT NULL,
	"activation_energy" double precision NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"exposure" double precision NOT NULL,
	"crop_code" text NOT NULL,
	"cap_min" integer NOT NULL,
	"record" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lot_exposures_span_check" CHECK ("lot_exposures"."until" > "lot_exposures"."checked_in_at" and "lot_exposures"."exposure" >= 0)
);
--> statement-breakpoint
ALTER TABLE "lot_exposures" ADD CONSTRAINT "lot_exposures_lot_id_produce_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."produce_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_exposures" ADD CONSTRAINT "lot_exposures_cooling_unit_id_cooling_units_id_fk" FOREIGN KEY ("cooling_unit_id") REFERENCES "public"."cooling_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lot_exposures_room_until_idx" ON "lot_exposures" USING btree ("cooling_unit_id","until");