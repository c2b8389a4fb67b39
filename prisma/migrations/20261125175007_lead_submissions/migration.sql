-- CreateTable
CREATE TABLE "lead_submissions" (
    "route" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "lead_submissions_pkey" PRIMARY KEY ("route","key")
);

-- CreateIndex
CREATE INDEX "lead_submissions_created_at_idx" ON "lead_submissions"("created_at");
