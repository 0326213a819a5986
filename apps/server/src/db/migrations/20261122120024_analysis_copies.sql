DROP INDEX "crates_company_checked_in_idx";--> statement-breakpoint
ALTER TABLE "check_out_lines" ADD COLUMN "time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "check_out_lines" ADD COLUMN "cooling_unit_id" bigint;--> statement-breakpoint
ALTER TABLE "check_out_lines" ADD COLUMN "crop_id" bigint;--> statement-breakpoint
ALTER TABLE "check_outs" ADD COLUMN "time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crates" ADD COLUMN "crop_id" bigint;--> statement-breakpoint
UPDATE "crates" SET "crop_id" = p."crop_id" FROM "produce_lots" p WHERE p."id" = "crates"."lot_id";--> statement-breakpoint
UPDATE "check_outs" SET "time" = m."time" FROM "movements" m WHERE m."id" = "check_outs"."movement_id";--> statement-breakpoint
UPDATE "check_out_lines" SET "time" = c."time", "cooling_unit_id" = c."cooling_unit_id", "crop_id" = k."crop_id" FROM "check_outs" c, "crates" k WHERE c."id" = "check_out_lines"."check_out_id" AND k."id" = "check_out_lines"."crate_id";--> statement-breakpoint
ALTER TABLE "check_out_lines" ALTER COLUMN "time" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "check_out_lines" ALTER COLUMN "cooling_unit_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "check_out_lines" ALTER COLUMN "crop_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "check_outs" ALTER COLUMN "time" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "crates" ALTER COLUMN "crop_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "check_out_lines" ADD CONSTRAINT "check_out_lines_cooling_unit_id_cooling_units_id_fk" FOREIGN KEY ("cooling_unit_id") REFERENCES "public"."cooling_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_out_lines" ADD CONSTRAINT "check_out_lines_crop_id_crops_id_fk" FOREIGN KEY ("crop_id") REFERENCES "public"."crops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crates" ADD CONSTRAINT "crates_crop_id_crops_id_fk" FOREIGN KEY ("crop_id") REFERENCES "public"."crops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_out_lines_company_time_idx" ON "check_out_lines" USING btree ("company_id","time","cooling_unit_id","crop_id","check_out_id","grams","grams_before","days","line_minor");--> statement-breakpoint
CREATE INDEX "check_outs_company_time_idx" ON "check_outs" USING btree ("company_id","time","id","cooling_unit_id","currency","payment_method","paid","total_minor","discount_minor");--> statement-breakpoint
CREATE INDEX "crates_company_checked_in_idx" ON "crates" USING btree ("company_id","checked_in_at","cooling_unit_id","crop_id","initial_grams");
