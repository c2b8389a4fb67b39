-- CreateEnum
CREATE TYPE "LeadStatus" AS ENUM ('new', 'in_progress', 'done');

-- CreateTable
CREATE TABLE "lead_states" (
    "lead_kind" "LeadKind" NOT NULL,
    "lead_id" UUID NOT NULL,
    "status" "LeadStatus" NOT NULL DEFAULT 'new',
    "note" TEXT NOT NULL DEFAULT '',
    "updated_by" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "lead_states_pkey" PRIMARY KEY ("lead_kind","lead_id")
);

-- CreateIndex
CREATE INDEX "lead_states_status_idx" ON "lead_states"("status");
