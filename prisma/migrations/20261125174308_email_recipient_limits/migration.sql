-- CreateTable
CREATE TABLE "email_recipient_limits" (
    "key" TEXT NOT NULL,
    "window_start" TIMESTAMPTZ(3) NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "email_recipient_limits_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "email_recipient_limits_window_start_idx" ON "email_recipient_limits"("window_start");
