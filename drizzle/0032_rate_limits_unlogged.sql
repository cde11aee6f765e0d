-- Rate-limit counters are written by every public form, before and apart from the write they guard. Unlogged, their
-- changes write no WAL, so committing one does not wait for the disk: a crash of the database server empties the
-- table (every client's current windows start again), which a counter that only slows scripts down can afford.
ALTER TABLE "rate_limits" SET UNLOGGED;
