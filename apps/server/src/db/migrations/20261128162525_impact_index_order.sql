DROP INDEX "check_out_lines_company_time_idx";--> statement-breakpoint
DROP INDEX "crates_company_checked_in_idx";--> statement-breakpoint
CREATE INDEX "check_out_lines_company_time_idx" ON "check_out_lines" USING btree ("company_id","time","check_out_id","cooling_unit_id","crop_id","grams","grams_before","days","line_minor");--> statement-breakpoint
CREATE INDEX "crates_company_checked_in_idx" ON "crates" USING btree ("company_id","checked_in_at","cooling_unit_id","crop_id","farmer_id","initial_grams","current_grams");