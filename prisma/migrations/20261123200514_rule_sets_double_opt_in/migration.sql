-- Salary rule sets with an effective date, newsletter double opt-in, the academy price on each
-- registration, extra headers on outbox emails, and app-made secrets. Generated with
-- `npm run db:migrate:create`, then edited by hand so that existing rows carry over (marked below).

-- AlterTable
-- (edited) Registrations made before this column existed get the price that applied on their
-- day: the introductory 2 995 kr until 31 October 2025 in Stockholm, then the regular 4 995 kr.
ALTER TABLE "academy_registrations" ADD COLUMN     "price_sek" INTEGER;
UPDATE "academy_registrations"
SET "price_sek" = CASE WHEN "created_at" < TIMESTAMPTZ '2025-11-01 00:00:00+01' THEN 2995 ELSE 4995 END;
ALTER TABLE "academy_registrations" ALTER COLUMN "price_sek" SET NOT NULL;

-- AlterTable
ALTER TABLE "email_outbox" ADD COLUMN     "headers" JSONB;

-- AlterTable
ALTER TABLE "newsletter_subscribers" ADD COLUMN     "confirmation_sent_at" TIMESTAMPTZ(3),
ADD COLUMN     "confirmed_at" TIMESTAMPTZ(3);
-- (edited) Subscribers from before double opt-in signed up with a ticked consent: they stay
-- subscribed.
UPDATE "newsletter_subscribers" SET "confirmed_at" = "created_at";

-- CreateTable
CREATE TABLE "salary_rule_sets" (
    "id" UUID NOT NULL,
    "valid_from" DATE NOT NULL,
    "source" TEXT NOT NULL,
    "median_salary_sweden" DECIMAL(12,2),
    "percentage_requirement" DECIMAL(5,2),
    "single_adult_remaining" DECIMAL(12,2),
    "couples_remaining" DECIMAL(12,2),
    "children_0_6_remaining" DECIMAL(12,2),
    "children_7_10_remaining" DECIMAL(12,2),
    "children_11_14_remaining" DECIMAL(12,2),
    "children_15_17_remaining" DECIMAL(12,2),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "salary_rule_sets_pkey" PRIMARY KEY ("id")
);

-- (edited) The parameters as they stood become the set valid from 2025-09-01, the date the
-- spec's figures were last checked, so that values staff changed in the database are kept.
INSERT INTO "salary_rule_sets" (
    "id", "valid_from", "source", "median_salary_sweden", "percentage_requirement",
    "single_adult_remaining", "couples_remaining", "children_0_6_remaining",
    "children_7_10_remaining", "children_11_14_remaining", "children_15_17_remaining", "updated_at"
)
SELECT gen_random_uuid(), DATE '2025-09-01', 'Migrationsverket: rules from 2025 (carried over from salary_calculation_parameters)',
    max("parameter_value") FILTER (WHERE "parameter_key" = 'median_salary_sweden'),
    max("parameter_value") FILTER (WHERE "parameter_key" = 'percentage_requirement'),
    max("parameter_value") FILTER (WHERE "parameter_key" = 'single_adult_remaining'),
    max("parameter_value") FILTER (WHERE "parameter_key" = 'couples_remaining'),
    max("parameter_value") FILTER (WHERE "parameter_key" = 'children_0_6_remaining'),
    max("parameter_value") FILTER (WHERE "parameter_key" = 'children_7_10_remaining'),
    max("parameter_value") FILTER (WHERE "parameter_key" = 'children_11_14_remaining'),
    max("parameter_value") FILTER (WHERE "parameter_key" = 'children_15_17_remaining'),
    CURRENT_TIMESTAMP
FROM "salary_calculation_parameters"
HAVING count(*) > 0;

-- DropTable
DROP TABLE "salary_calculation_parameters";

-- CreateTable
CREATE TABLE "app_secrets" (
    "name" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "app_secrets_pkey" PRIMARY KEY ("name")
);

-- CreateIndex
CREATE UNIQUE INDEX "salary_rule_sets_valid_from_key" ON "salary_rule_sets"("valid_from");

-- CreateIndex
CREATE INDEX "newsletter_subscribers_confirmed_at_idx" ON "newsletter_subscribers"("confirmed_at");
