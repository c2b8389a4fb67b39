-- CreateEnum
CREATE TYPE "PermitSituation" AS ENUM ('first_permit', 'extension');

-- AlterEnum
ALTER TYPE "LeadKind" ADD VALUE 'staff_alert';

-- AlterTable
ALTER TABLE "salary_verification_logs" ADD COLUMN     "application_date" DATE,
ADD COLUMN     "situation" "PermitSituation";

-- CreateTable
CREATE TABLE "salary_medians" (
    "id" UUID NOT NULL,
    "valid_from" DATE NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL,
    "published_month" DATE NOT NULL,
    "source" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "salary_medians_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "salary_percentage_rules" (
    "id" UUID NOT NULL,
    "situation" "PermitSituation" NOT NULL,
    "first_day" DATE NOT NULL,
    "last_day" DATE,
    "percentage" DECIMAL(5,2) NOT NULL,
    "source" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "salary_percentage_rules_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "salary_living_costs" (
    "id" UUID NOT NULL,
    "valid_from" DATE NOT NULL,
    "single_adult" DECIMAL(12,2) NOT NULL,
    "couple" DECIMAL(12,2) NOT NULL,
    "children_0_6" DECIMAL(12,2) NOT NULL,
    "children_7_10" DECIMAL(12,2) NOT NULL,
    "children_11_14" DECIMAL(12,2) NOT NULL,
    "children_15_17" DECIMAL(12,2) NOT NULL,
    "source" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "salary_living_costs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "salary_rule_alerts" (
    "kind" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "salary_rule_alerts_pkey" PRIMARY KEY ("kind","subject")
);

-- CreateIndex
CREATE UNIQUE INDEX "salary_medians_valid_from_key" ON "salary_medians"("valid_from");

-- CreateIndex
CREATE UNIQUE INDEX "salary_percentage_rules_situation_first_day_key" ON "salary_percentage_rules"("situation", "first_day");

-- CreateIndex
CREATE UNIQUE INDEX "salary_living_costs_valid_from_key" ON "salary_living_costs"("valid_from");

-- (edited) The rule sets as they stood, split into the new tables, so that figures staff entered
-- are kept. Consecutive sets with the same figure give one row, dated by the first of them. A
-- value left null meant the default of the spec and is written as it. The month a migrated median
-- was published is the June on or before its date (Statistics Sweden publishes each June).
INSERT INTO "salary_medians" ("id", "valid_from", "amount", "published_month", "source", "updated_at")
SELECT gen_random_uuid(), "valid_from", "amount",
    make_date(extract(year FROM "valid_from")::int - (CASE WHEN extract(month FROM "valid_from") < 6 THEN 1 ELSE 0 END), 6, 1),
    "source", CURRENT_TIMESTAMP
FROM (
    SELECT "valid_from", "source", coalesce("median_salary_sweden", 37100) AS "amount",
        lag(coalesce("median_salary_sweden", 37100)) OVER (ORDER BY "valid_from") AS "previous"
    FROM "salary_rule_sets"
) AS "sets"
WHERE "previous" IS NULL OR "previous" <> "amount";

-- The one percentage of a set applied to every applicant. Since 1 June 2026 the rules tell first
-- permits from extensions, and the percentage of the sets from then on was that of first permits
-- (their source and the FAQ said so): it carries over to first permits for every date, to extensions
-- only for applications received before 1 June 2026.
WITH "changes" AS (
    SELECT "valid_from", "source", "percentage",
        lag("percentage") OVER (ORDER BY "valid_from") AS "previous"
    FROM (
        SELECT "valid_from", "source", coalesce("percentage_requirement", 80) AS "percentage"
        FROM "salary_rule_sets"
    ) AS "sets"
), "periods" AS (
    SELECT "valid_from" AS "first_day", "source", "percentage",
        lead("valid_from") OVER (ORDER BY "valid_from") - 1 AS "last_day"
    FROM "changes"
    WHERE "previous" IS NULL OR "previous" <> "percentage"
)
INSERT INTO "salary_percentage_rules" ("id", "situation", "first_day", "last_day", "percentage", "source", "updated_at")
SELECT gen_random_uuid(), 'first_permit'::"PermitSituation", "first_day", "last_day", "percentage", "source", CURRENT_TIMESTAMP
FROM "periods"
UNION ALL
SELECT gen_random_uuid(), 'extension'::"PermitSituation", "first_day", least(coalesce("last_day", DATE '2026-05-31'), DATE '2026-05-31'),
    "percentage", "source", CURRENT_TIMESTAMP
FROM "periods"
WHERE "first_day" < DATE '2026-06-01';

INSERT INTO "salary_living_costs" (
    "id", "valid_from", "single_adult", "couple", "children_0_6", "children_7_10",
    "children_11_14", "children_15_17", "source", "updated_at"
)
SELECT gen_random_uuid(), "valid_from", "single_adult", "couple", "children_0_6", "children_7_10",
    "children_11_14", "children_15_17", "source", CURRENT_TIMESTAMP
FROM (
    SELECT "valid_from", "source",
        coalesce("single_adult_remaining", 6186) AS "single_adult",
        coalesce("couples_remaining", 10219) AS "couple",
        coalesce("children_0_6_remaining", 3306) AS "children_0_6",
        coalesce("children_7_10_remaining", 3967) AS "children_7_10",
        coalesce("children_11_14_remaining", 4629) AS "children_11_14",
        coalesce("children_15_17_remaining", 5290) AS "children_15_17",
        lag(ARRAY[
            coalesce("single_adult_remaining", 6186), coalesce("couples_remaining", 10219),
            coalesce("children_0_6_remaining", 3306), coalesce("children_7_10_remaining", 3967),
            coalesce("children_11_14_remaining", 4629), coalesce("children_15_17_remaining", 5290)
        ]) OVER (ORDER BY "valid_from") AS "previous"
    FROM "salary_rule_sets"
) AS "sets"
WHERE "previous" IS NULL OR "previous" <> ARRAY[
    "single_adult", "couple", "children_0_6", "children_7_10", "children_11_14", "children_15_17"
];

-- What the old table could not hold, for a database that had rule sets (a fresh one gets the
-- same rows from the seed, lib/salary/seed-rules.ts): the median published in June 2026 (unless
-- staff entered one from that date on), and the rules for extensions since 1 June 2026.
INSERT INTO "salary_medians" ("id", "valid_from", "amount", "published_month", "source", "updated_at")
SELECT gen_random_uuid(), DATE '2026-06-16', 38300, DATE '2026-06-01',
    'Statistics Sweden (SCB): median monthly salary published in June 2026, applied to applications received from 16 June 2026 (public reporting)',
    CURRENT_TIMESTAMP
WHERE EXISTS (SELECT 1 FROM "salary_rule_sets")
    AND NOT EXISTS (SELECT 1 FROM "salary_medians" WHERE "valid_from" >= DATE '2026-06-16');

INSERT INTO "salary_percentage_rules" ("id", "situation", "first_day", "last_day", "percentage", "source", "updated_at")
SELECT gen_random_uuid(), 'extension'::"PermitSituation", DATE '2026-06-01', DATE '2026-11-30', 80,
    'Transitional rule of the June 2026 change: an extension received before 1 December 2026 is assessed at 80 % of the median (public reporting)',
    CURRENT_TIMESTAMP
WHERE EXISTS (SELECT 1 FROM "salary_rule_sets")
UNION ALL
SELECT gen_random_uuid(), 'extension'::"PermitSituation", DATE '2026-12-01', NULL, 90,
    'Government decision of October 2025: 90 % of the median, for extensions received from 1 December 2026 (public reporting)',
    CURRENT_TIMESTAMP
WHERE EXISTS (SELECT 1 FROM "salary_rule_sets");

-- DropTable
DROP TABLE "salary_rule_sets";
