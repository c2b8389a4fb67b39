-- The counts of the old windows are not carried over: they end within a minute anyway, and
-- the new key holds one row per client and route, so the old rows would collide.
DELETE FROM "rate_limit_windows";

-- DropIndex
DROP INDEX "rate_limit_windows_window_start_idx";

-- AlterTable
ALTER TABLE "rate_limit_windows" DROP CONSTRAINT "rate_limit_windows_pkey",
DROP COLUMN "count",
DROP COLUMN "window_start",
ADD COLUMN     "expire" TIMESTAMPTZ(3),
ADD COLUMN     "points" INTEGER NOT NULL,
ADD CONSTRAINT "rate_limit_windows_pkey" PRIMARY KEY ("key");

-- CreateIndex
CREATE INDEX "rate_limit_windows_expire_idx" ON "rate_limit_windows"("expire");
