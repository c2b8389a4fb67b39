-- CreateEnum
CREATE TYPE "FaqEntryKind" AS ENUM ('category', 'faq');

-- AlterTable
ALTER TABLE "faq_categories" ADD COLUMN     "edited_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "faqs" ADD COLUMN     "edited_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "faq_deletions" (
    "kind" "FaqEntryKind" NOT NULL,
    "id" TEXT NOT NULL,
    "deleted_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "faq_deletions_pkey" PRIMARY KEY ("kind","id")
);
