-- Trigram indexes (gin_trgm_ops) serve the back office's substring searches (ILIKE '%text%'), which a B-tree cannot.
-- pg_trgm is a trusted extension: the database's owner may create it. The embedded database loads it at start.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
