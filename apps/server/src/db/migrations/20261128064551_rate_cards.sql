CREATE TABLE "rate_cards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"cooling_unit_id" bigint NOT NULL,
	"crop_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"effective_from" date NOT NULL,
	"card" jsonb NOT NULL,
	"created_by_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_cards_version_check" CHECK ("rate_cards"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "produce_lots" ADD COLUMN "rate_card" jsonb;--> statement-breakpoint
ALTER TABLE "produce_lots" ADD COLUMN "rate_card_id" bigint;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_cooling_unit_id_cooling_units_id_fk" FOREIGN KEY ("cooling_unit_id") REFERENCES "public"."cooling_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_crop_id_crops_id_fk" FOREIGN KEY ("crop_id") REFERENCES "public"."crops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rate_cards_room_crop_version_key" ON "rate_cards" USING btree ("cooling_unit_id","crop_id","version");--> statement-breakpoint
CREATE INDEX "rate_cards_room_crop_from_idx" ON "rate_cards" USING btree ("cooling_unit_id","crop_id","effective_from");--> statement-breakpoint
ALTER TABLE "produce_lots" ADD CONSTRAINT "produce_lots_rate_card_id_rate_cards_id_fk" FOREIGN KEY ("rate_card_id") REFERENCES "public"."rate_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Rate cards, version 1 (docs/rent-rules.md §6): every room's crop price as a card (pricingToCard: basis kg in
-- kg rooms, else crate; period once for fixed, day for daily), in force from before any lot. Lots keep
-- rate_card null: their own pricing and rate_minor, which is the same card and the same fee.
INSERT INTO "rate_cards" ("company_id", "cooling_unit_id", "crop_id", "version", "effective_from", "card")
SELECT cuc."company_id", cuc."cooling_unit_id", cuc."crop_id", 1, DATE '2000-01-01',
  jsonb_build_object('basis', CASE WHEN cu."metric" = 'kg' THEN 'kg' ELSE 'crate' END,
    'period', CASE WHEN cuc."pricing" = 'fixed' THEN 'once' ELSE 'day' END, 'rate_minor', cuc."rate_minor")
FROM "cooling_unit_crops" cuc JOIN "cooling_units" cu ON cu."id" = cuc."cooling_unit_id"
ON CONFLICT ("cooling_unit_id", "crop_id", "version") DO NOTHING;
