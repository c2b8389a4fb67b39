-- CreateTable
CREATE TABLE "page_view_counts" (
    "day" DATE NOT NULL,
    "page" TEXT NOT NULL,
    "language" "Language" NOT NULL,
    "referrer_host" TEXT NOT NULL DEFAULT '',
    "utm_source" TEXT NOT NULL DEFAULT '',
    "utm_medium" TEXT NOT NULL DEFAULT '',
    "utm_campaign" TEXT NOT NULL DEFAULT '',
    "device" TEXT NOT NULL,
    "views" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "page_view_counts_pkey" PRIMARY KEY ("day","page","language","referrer_host","utm_source","utm_medium","utm_campaign","device")
);

-- CreateTable
CREATE TABLE "lead_sources" (
    "lead_kind" "LeadKind" NOT NULL,
    "lead_id" UUID NOT NULL,
    "page" TEXT NOT NULL,
    "language" "Language" NOT NULL,
    "referrer_host" TEXT NOT NULL DEFAULT '',
    "utm_source" TEXT NOT NULL DEFAULT '',
    "utm_medium" TEXT NOT NULL DEFAULT '',
    "utm_campaign" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "lead_sources_pkey" PRIMARY KEY ("lead_kind","lead_id")
);

-- CreateIndex
CREATE INDEX "lead_sources_created_at_idx" ON "lead_sources"("created_at");

-- CreateIndex
CREATE INDEX "lead_sources_page_created_at_idx" ON "lead_sources"("page", "created_at");
