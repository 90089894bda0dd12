-- Decision 0085: a match's derived rows say which log they were derived from (its last seq). A live
-- append no longer rewrites them; a read that finds them behind the log derives them first. Rows
-- written so far followed the log in the same transaction, so each stands for its match's whole log.
ALTER TABLE "match_figures" ADD COLUMN "derived_seq" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE "match_figures" f SET "derived_seq" = coalesce((SELECT max(e."seq") FROM "match_events" e WHERE e."match_id" = f."match_id"), 0);
