CREATE TABLE "usage_crop_days" (
	"company_id" bigint NOT NULL,
	"cooling_unit_id" bigint NOT NULL,
	"day" date NOT NULL,
	"crop_id" bigint NOT NULL,
	"crates_in" integer DEFAULT 0 NOT NULL,
	"grams_in" bigint DEFAULT 0 NOT NULL,
	"crates_out" integer DEFAULT 0 NOT NULL,
	"grams_out" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_crop_days_pkey" PRIMARY KEY("cooling_unit_id","day","crop_id")
);
--> statement-breakpoint
CREATE TABLE "usage_room_days" (
	"company_id" bigint NOT NULL,
	"cooling_unit_id" bigint NOT NULL,
	"day" date NOT NULL,
	"check_ins" integer DEFAULT 0 NOT NULL,
	"check_outs" integer DEFAULT 0 NOT NULL,
	"crates_in" integer DEFAULT 0 NOT NULL,
	"grams_in" bigint DEFAULT 0 NOT NULL,
	"crates_out" integer DEFAULT 0 NOT NULL,
	"grams_out" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_room_days_pkey" PRIMARY KEY("cooling_unit_id","day")
);
--> statement-breakpoint
CREATE INDEX "usage_crop_days_company_day_idx" ON "usage_crop_days" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "usage_room_days_company_day_idx" ON "usage_room_days" USING btree ("company_id","day");--> statement-breakpoint
-- Existing history: the daily totals summed once, by each company's local date (as rebuildUsageDays does).
INSERT INTO "usage_crop_days" ("company_id", "cooling_unit_id", "day", "crop_id", "crates_in", "grams_in", "crates_out", "grams_out")
SELECT company_id, room, d, crop_id, sum(cin)::int, sum(gin)::bigint, sum(cout)::int, sum(gout)::bigint
FROM (
  SELECT k.company_id, k.cooling_unit_id AS room, (k.checked_in_at AT TIME ZONE c.time_zone)::date AS d, k.crop_id,
         count(*) AS cin, sum(k.initial_grams) AS gin, 0 AS cout, 0 AS gout
  FROM crates k JOIN companies c ON c.id = k.company_id
  GROUP BY 1, 2, 3, 4
  UNION ALL
  SELECT l.company_id, l.cooling_unit_id, (l.time AT TIME ZONE c.time_zone)::date, l.crop_id,
         0, 0, count(*) FILTER (WHERE l.grams = l.grams_before), sum(l.grams)
  FROM check_out_lines l JOIN companies c ON c.id = l.company_id
  GROUP BY 1, 2, 3, 4
) x
GROUP BY company_id, room, d, crop_id;--> statement-breakpoint
INSERT INTO "usage_room_days" ("company_id", "cooling_unit_id", "day", "check_ins", "check_outs", "crates_in", "grams_in", "crates_out", "grams_out")
SELECT company_id, room, d, sum(nci)::int, sum(nco)::int, sum(cin)::int, sum(gin)::bigint, sum(cout)::int, sum(gout)::bigint
FROM (
  SELECT m.company_id, m.cooling_unit_id AS room, (m.time AT TIME ZONE c.time_zone)::date AS d,
         count(*) FILTER (WHERE m.type = 'check_in') AS nci, count(*) FILTER (WHERE m.type = 'check_out') AS nco, 0 AS cin, 0 AS gin, 0 AS cout, 0 AS gout
  FROM movements m JOIN companies c ON c.id = m.company_id
  GROUP BY 1, 2, 3
  UNION ALL
  SELECT company_id, cooling_unit_id, day, 0, 0, sum(crates_in), sum(grams_in), sum(crates_out), sum(grams_out)
  FROM usage_crop_days
  GROUP BY 1, 2, 3
) x
GROUP BY company_id, room, d;
