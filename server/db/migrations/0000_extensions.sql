-- Trigram similarity powers typo-tolerant search; PGlite ships it and so does PostgreSQL's contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
