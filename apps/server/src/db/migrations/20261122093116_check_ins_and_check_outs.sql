CREATE TABLE "check_ins" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "check_ins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"movement_id" bigint NOT NULL,
	"cooling_unit_id" bigint NOT NULL,
	"farmer_id" bigint NOT NULL,
	"source_check_out_id" bigint,
	"corrected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_out_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "check_out_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"check_out_id" bigint NOT NULL,
	"crate_id" bigint NOT NULL,
	"grams_before" integer NOT NULL,
	"grams" integer NOT NULL,
	"days" integer NOT NULL,
	"fee_minor" bigint NOT NULL,
	"due_minor" bigint NOT NULL,
	"line_minor" bigint NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "check_out_lines_grams_check" CHECK ("check_out_lines"."grams" > 0 and "check_out_lines"."grams" <= "check_out_lines"."grams_before")
);
--> statement-breakpoint
CREATE TABLE "check_outs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "check_outs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"movement_id" bigint NOT NULL,
	"cooling_unit_id" bigint NOT NULL,
	"farmer_id" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"subtotal_minor" bigint NOT NULL,
	"discount_minor" bigint NOT NULL,
	"total_minor" bigint NOT NULL,
	"payment_method" text NOT NULL,
	"paid" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_outs_amounts_check" CHECK ("check_outs"."discount_minor" >= 0 and "check_outs"."discount_minor" <= "check_outs"."subtotal_minor" and "check_outs"."total_minor" = "check_outs"."subtotal_minor" - "check_outs"."discount_minor"),
	CONSTRAINT "check_outs_payment_method_check" CHECK ("check_outs"."payment_method" in ('cash', 'card', 'bank_transfer', 'mobile_money', 'upi', 'ussd', 'qr_code'))
);
--> statement-breakpoint
CREATE TABLE "crates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"check_in_id" bigint NOT NULL,
	"lot_id" bigint NOT NULL,
	"cooling_unit_id" bigint NOT NULL,
	"farmer_id" bigint NOT NULL,
	"tag" text,
	"initial_grams" integer NOT NULL,
	"current_grams" integer NOT NULL,
	"planned_days" integer,
	"checked_in_at" timestamp with time zone NOT NULL,
	"billed_minor" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crates_weights_check" CHECK ("crates"."initial_grams" > 0 and "crates"."initial_grams" <= 500000 and "crates"."current_grams" >= 0 and "crates"."current_grams" <= "crates"."initial_grams"),
	CONSTRAINT "crates_planned_days_check" CHECK ("crates"."planned_days" is null or "crates"."planned_days" between 0 and 365)
);
--> statement-breakpoint
CREATE TABLE "movements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"type" text NOT NULL,
	"code" varchar(6) NOT NULL,
	"cooling_unit_id" bigint NOT NULL,
	"farmer_id" bigint NOT NULL,
	"operator_user_id" bigint NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "movements_type_check" CHECK ("movements"."type" in ('check_in', 'check_out'))
);
--> statement-breakpoint
CREATE TABLE "produce_lots" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "produce_lots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"check_in_id" bigint NOT NULL,
	"crop_id" bigint NOT NULL,
	"harvest" text NOT NULL,
	"initial_quality" double precision,
	"notes" text,
	"pricing" text NOT NULL,
	"rate_minor" bigint NOT NULL,
	"position" integer NOT NULL,
	"pickup_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "produce_lots_harvest_check" CHECK ("produce_lots"."harvest" in ('today', 'yesterday', 'day_before_yesterday', 'earlier')),
	CONSTRAINT "produce_lots_pricing_check" CHECK ("produce_lots"."pricing" in ('fixed', 'daily'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"lot_id" bigint,
	"check_in_id" bigint,
	"days_left" double precision,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('pickup_soon', 'check_in_corrected'))
);
--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_movement_id_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_cooling_unit_id_cooling_units_id_fk" FOREIGN KEY ("cooling_unit_id") REFERENCES "public"."cooling_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_farmer_id_farmers_id_fk" FOREIGN KEY ("farmer_id") REFERENCES "public"."farmers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_source_check_out_id_check_outs_id_fk" FOREIGN KEY ("source_check_out_id") REFERENCES "public"."check_outs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_out_lines" ADD CONSTRAINT "check_out_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_out_lines" ADD CONSTRAINT "check_out_lines_check_out_id_check_outs_id_fk" FOREIGN KEY ("check_out_id") REFERENCES "public"."check_outs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_out_lines" ADD CONSTRAINT "check_out_lines_crate_id_crates_id_fk" FOREIGN KEY ("crate_id") REFERENCES "public"."crates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_outs" ADD CONSTRAINT "check_outs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_outs" ADD CONSTRAINT "check_outs_movement_id_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_outs" ADD CONSTRAINT "check_outs_cooling_unit_id_cooling_units_id_fk" FOREIGN KEY ("cooling_unit_id") REFERENCES "public"."cooling_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_outs" ADD CONSTRAINT "check_outs_farmer_id_farmers_id_fk" FOREIGN KEY ("farmer_id") REFERENCES "public"."farmers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crates" ADD CONSTRAINT "crates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crates" ADD CONSTRAINT "crates_check_in_id_check_ins_id_fk" FOREIGN KEY ("check_in_id") REFERENCES "public"."check_ins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crates" ADD CONSTRAINT "crates_lot_id_produce_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."produce_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crates" ADD CONSTRAINT "crates_cooling_unit_id_cooling_units_id_fk" FOREIGN KEY ("cooling_unit_id") REFERENCES "public"."cooling_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crates" ADD CONSTRAINT "crates_farmer_id_farmers_id_fk" FOREIGN KEY ("farmer_id") REFERENCES "public"."farmers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_cooling_unit_id_cooling_units_id_fk" FOREIGN KEY ("cooling_unit_id") REFERENCES "public"."cooling_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_farmer_id_farmers_id_fk" FOREIGN KEY ("farmer_id") REFERENCES "public"."farmers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_operator_user_id_users_id_fk" FOREIGN KEY ("operator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produce_lots" ADD CONSTRAINT "produce_lots_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produce_lots" ADD CONSTRAINT "produce_lots_check_in_id_check_ins_id_fk" FOREIGN KEY ("check_in_id") REFERENCES "public"."check_ins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produce_lots" ADD CONSTRAINT "produce_lots_crop_id_crops_id_fk" FOREIGN KEY ("crop_id") REFERENCES "public"."crops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_lot_id_produce_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."produce_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_check_in_id_check_ins_id_fk" FOREIGN KEY ("check_in_id") REFERENCES "public"."check_ins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_movement_id_key" ON "check_ins" USING btree ("movement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_source_check_out_key" ON "check_ins" USING btree ("source_check_out_id");--> statement-breakpoint
CREATE INDEX "check_ins_room_idx" ON "check_ins" USING btree ("cooling_unit_id");--> statement-breakpoint
CREATE INDEX "check_ins_farmer_idx" ON "check_ins" USING btree ("farmer_id");--> statement-breakpoint
CREATE INDEX "check_out_lines_check_out_idx" ON "check_out_lines" USING btree ("check_out_id");--> statement-breakpoint
CREATE INDEX "check_out_lines_crate_idx" ON "check_out_lines" USING btree ("crate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "check_outs_movement_id_key" ON "check_outs" USING btree ("movement_id");--> statement-breakpoint
CREATE INDEX "check_outs_farmer_unpaid_idx" ON "check_outs" USING btree ("farmer_id") WHERE not "check_outs"."paid";--> statement-breakpoint
CREATE INDEX "crates_lot_idx" ON "crates" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "crates_check_in_idx" ON "crates" USING btree ("check_in_id");--> statement-breakpoint
CREATE INDEX "crates_room_stored_idx" ON "crates" USING btree ("cooling_unit_id") WHERE "crates"."current_grams" > 0;--> statement-breakpoint
CREATE INDEX "crates_farmer_stored_idx" ON "crates" USING btree ("farmer_id") WHERE "crates"."current_grams" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "movements_company_code_key" ON "movements" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "movements_company_time_idx" ON "movements" USING btree ("company_id","time");--> statement-breakpoint
CREATE INDEX "movements_room_time_idx" ON "movements" USING btree ("cooling_unit_id","time");--> statement-breakpoint
CREATE INDEX "movements_farmer_time_idx" ON "movements" USING btree ("farmer_id","time");--> statement-breakpoint
CREATE INDEX "produce_lots_check_in_idx" ON "produce_lots" USING btree ("check_in_id");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_once_per_lot_key" ON "notifications" USING btree ("kind","lot_id","user_id");