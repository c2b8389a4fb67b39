-- DropIndex
DROP INDEX "email_outbox_status_next_attempt_at_idx";

-- CreateIndex
CREATE INDEX "email_outbox_due_idx" ON "email_outbox"("next_attempt_at") WHERE (status = ANY (ARRAY['pending'::"OutboxStatus", 'sending'::"OutboxStatus"]));

-- Every email is updated twice (claimed, then sent), each time leaving a dead version in the
-- table and its indexes. Vacuum this table after about 1 000 such versions rather than the
-- default 20 percent of its rows, so the claim never has to step over many of them.
ALTER TABLE "email_outbox" SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000, autovacuum_analyze_scale_factor = 0.02);
