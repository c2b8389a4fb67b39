-- CreateEnum
CREATE TYPE "Language" AS ENUM ('sv', 'en');

-- CreateEnum
CREATE TYPE "LeadKind" AS ENUM ('contact', 'techsverige', 'reference', 'newsletter', 'academy');

-- CreateEnum
CREATE TYPE "ContactKind" AS ENUM ('contact', 'techsverige', 'reference');

-- CreateEnum
CREATE TYPE "TaxType" AS ENUM ('percentage', 'amount');

-- CreateEnum
CREATE TYPE "OutboxStatus" AS ENUM ('pending', 'sending', 'sent', 'logged', 'dead');

-- CreateTable
CREATE TABLE "contact_messages" (
    "id" UUID NOT NULL,
    "kind" "ContactKind" NOT NULL,
    "language" "Language" NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT,
    "first_name" TEXT,
    "last_name" TEXT,
    "company" TEXT,
    "organization_number" TEXT,
    "phone" TEXT,
    "title" TEXT,
    "service" TEXT,
    "message" TEXT,
    "consent_privacy" BOOLEAN,
    "consent_marketing" BOOLEAN,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "contact_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "newsletter_subscribers" (
    "id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "language" "Language" NOT NULL,
    "unsubscribed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "newsletter_subscribers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "academy_registrations" (
    "id" UUID NOT NULL,
    "language" "Language" NOT NULL,
    "contact_name" TEXT NOT NULL,
    "contact_email" TEXT NOT NULL,
    "contact_phone" TEXT NOT NULL,
    "contact_position" TEXT NOT NULL,
    "company_name" TEXT NOT NULL,
    "company_org_number" TEXT NOT NULL,
    "billing_address" TEXT NOT NULL,
    "billing_zip_code" TEXT NOT NULL,
    "billing_city" TEXT NOT NULL,
    "billing_country" TEXT NOT NULL,
    "invoice_reference" TEXT NOT NULL,
    "invoice_email" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "academy_registrations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "salary_verification_logs" (
    "id" UUID NOT NULL,
    "language" "Language" NOT NULL,
    "monthly_salary" DECIMAL(12,2) NOT NULL,
    "tax_type" "TaxType" NOT NULL,
    "tax_value" DECIMAL(12,2) NOT NULL,
    "has_spouse" BOOLEAN NOT NULL,
    "children_0_to_6" INTEGER NOT NULL,
    "children_7_to_17" INTEGER NOT NULL,
    "children_18_plus" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "salary_verification_logs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "salary_calculation_parameters" (
    "id" UUID NOT NULL,
    "parameter_key" TEXT NOT NULL,
    "parameter_value" DECIMAL(12,2) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "salary_calculation_parameters_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "faq_categories" (
    "id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "title_sv" TEXT NOT NULL,
    "title_en" TEXT NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "faq_categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "faqs" (
    "id" TEXT NOT NULL,
    "category_key" TEXT NOT NULL,
    "question_sv" TEXT NOT NULL,
    "question_en" TEXT NOT NULL,
    "answer_sv" TEXT NOT NULL,
    "answer_en" TEXT NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "is_published" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "faqs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "email_outbox" (
    "id" UUID NOT NULL,
    "recipient" TEXT NOT NULL,
    "reply_to" TEXT,
    "subject" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "idempotency_key" TEXT NOT NULL,
    "status" "OutboxStatus" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_error" TEXT,
    "sent_at" TIMESTAMPTZ(3),
    "provider_id" TEXT,
    "lead_kind" "LeadKind" NOT NULL,
    "lead_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "email_outbox_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages"("created_at");

-- CreateIndex
CREATE INDEX "contact_messages_kind_created_at_idx" ON "contact_messages"("kind", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "newsletter_subscribers_email_key" ON "newsletter_subscribers"("email");

-- CreateIndex
CREATE INDEX "academy_registrations_created_at_idx" ON "academy_registrations"("created_at");

-- CreateIndex
CREATE INDEX "salary_verification_logs_created_at_idx" ON "salary_verification_logs"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "salary_calculation_parameters_parameter_key_key" ON "salary_calculation_parameters"("parameter_key");

-- CreateIndex
CREATE UNIQUE INDEX "faq_categories_key_key" ON "faq_categories"("key");

-- CreateIndex
CREATE INDEX "faq_categories_sort_order_idx" ON "faq_categories"("sort_order");

-- CreateIndex
CREATE INDEX "faqs_is_published_category_key_sort_order_idx" ON "faqs"("is_published", "category_key", "sort_order");

-- CreateIndex
CREATE INDEX "faqs_category_key_sort_order_idx" ON "faqs"("category_key", "sort_order");

-- CreateIndex
CREATE UNIQUE INDEX "email_outbox_idempotency_key_key" ON "email_outbox"("idempotency_key");

-- CreateIndex
CREATE INDEX "email_outbox_status_next_attempt_at_idx" ON "email_outbox"("status", "next_attempt_at");

-- CreateIndex
CREATE INDEX "email_outbox_lead_kind_lead_id_idx" ON "email_outbox"("lead_kind", "lead_id");

-- CreateIndex
CREATE INDEX "email_outbox_created_at_idx" ON "email_outbox"("created_at");

-- AddForeignKey
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_category_key_fkey" FOREIGN KEY ("category_key") REFERENCES "faq_categories"("key") ON DELETE RESTRICT ON UPDATE CASCADE;
