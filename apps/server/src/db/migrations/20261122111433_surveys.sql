CREATE TABLE "farmer_survey_commodities" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "farmer_survey_commodities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"survey_id" bigint NOT NULL,
	"crop_code" text NOT NULL,
	"unit" text NOT NULL,
	"grams_per_unit" bigint NOT NULL,
	"total_grams" bigint NOT NULL,
	"self_consumed_grams" bigint NOT NULL,
	"sold_grams" bigint NOT NULL,
	"sold_below_market_grams" bigint NOT NULL,
	"average_price_minor" bigint NOT NULL,
	"season_months" integer NOT NULL,
	"main_loss_reason" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "farmer_survey_commodities_parts_check" CHECK ("farmer_survey_commodities"."self_consumed_grams" + "farmer_survey_commodities"."sold_grams" <= "farmer_survey_commodities"."total_grams" and "farmer_survey_commodities"."sold_below_market_grams" <= "farmer_survey_commodities"."sold_grams" and "farmer_survey_commodities"."grams_per_unit" > 0)
);
--> statement-breakpoint
CREATE TABLE "farmer_surveys" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "farmer_surveys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"farmer_id" bigint NOT NULL,
	"company_id" bigint,
	"kind" text NOT NULL,
	"cold_room_experience" boolean NOT NULL,
	"experience_months" integer,
	"currency" varchar(3) NOT NULL,
	"updated_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "farmer_surveys_kind_check" CHECK ("farmer_surveys"."kind" in ('farmer', 'trader'))
);
--> statement-breakpoint
CREATE TABLE "market_surveys" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "market_surveys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"check_out_id" bigint NOT NULL,
	"farmer_id" bigint NOT NULL,
	"crop_code" text NOT NULL,
	"where_sold" text NOT NULL,
	"price_minor" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"unit" text NOT NULL,
	"grams_per_unit" bigint NOT NULL,
	"selling_date" date NOT NULL,
	"lost_grams" bigint NOT NULL,
	"loss_reason" text,
	"filled_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_surveys_where_sold_check" CHECK ("market_surveys"."where_sold" in ('farm_gate', 'local_market', 'both')),
	CONSTRAINT "market_surveys_amounts_check" CHECK ("market_surveys"."price_minor" >= 0 and "market_surveys"."lost_grams" >= 0 and "market_surveys"."grams_per_unit" > 0)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "check_out_id" bigint;--> statement-breakpoint
ALTER TABLE "farmer_survey_commodities" ADD CONSTRAINT "farmer_survey_commodities_survey_id_farmer_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."farmer_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmer_surveys" ADD CONSTRAINT "farmer_surveys_farmer_id_farmers_id_fk" FOREIGN KEY ("farmer_id") REFERENCES "public"."farmers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmer_surveys" ADD CONSTRAINT "farmer_surveys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmer_surveys" ADD CONSTRAINT "farmer_surveys_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_surveys" ADD CONSTRAINT "market_surveys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_surveys" ADD CONSTRAINT "market_surveys_check_out_id_check_outs_id_fk" FOREIGN KEY ("check_out_id") REFERENCES "public"."check_outs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_surveys" ADD CONSTRAINT "market_surveys_farmer_id_farmers_id_fk" FOREIGN KEY ("farmer_id") REFERENCES "public"."farmers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_surveys" ADD CONSTRAINT "market_surveys_filled_by_users_id_fk" FOREIGN KEY ("filled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "farmer_survey_commodities_crop_key" ON "farmer_survey_commodities" USING btree ("survey_id","crop_code");--> statement-breakpoint
CREATE UNIQUE INDEX "farmer_surveys_farmer_key" ON "farmer_surveys" USING btree ("farmer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "market_surveys_check_out_crop_key" ON "market_surveys" USING btree ("check_out_id","crop_code");--> statement-breakpoint
CREATE INDEX "market_surveys_farmer_idx" ON "market_surveys" USING btree ("farmer_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_check_out_id_check_outs_id_fk" FOREIGN KEY ("check_out_id") REFERENCES "public"."check_outs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('pickup_soon', 'check_in_corrected', 'market_survey_due'));