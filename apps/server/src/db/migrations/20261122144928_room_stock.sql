ALTER TABLE "cooling_units" ADD COLUMN "stored_crates" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cooling_units" ADD COLUMN "stored_grams" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- What each room holds now, counted once from its crates (check-ins and check-outs keep it from here on).
UPDATE "cooling_units" u SET "stored_crates" = s.crates, "stored_grams" = s.grams
FROM (
  SELECT cooling_unit_id, count(*)::int AS crates, sum(current_grams)::bigint AS grams
  FROM crates WHERE current_grams > 0 GROUP BY cooling_unit_id
) s
WHERE s.cooling_unit_id = u.id;
