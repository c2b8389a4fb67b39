-- CreateTable
CREATE TABLE "campaign_values" (
    "value" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "campaign_values_pkey" PRIMARY KEY ("value")
);
