-- The jobs table of 0004 was replaced by pg-boss's queue (schema pgboss) before any shop ran on
-- it; nothing reads or writes it, so it goes, and backups no longer list it.
DROP TABLE IF EXISTS jobs;
