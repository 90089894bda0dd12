-- The code says "competition" for what the spec's URLs call a tournament: the columns follow.
-- Renames only: the rows, the link to competitions and its ON DELETE SET NULL stay as they are.
ALTER TABLE "matches" RENAME COLUMN "tournament_id" TO "competition_id";--> statement-breakpoint
ALTER TABLE "matches" RENAME COLUMN "tournament_round" TO "competition_round";--> statement-breakpoint
ALTER INDEX "matches_tournament_id_idx" RENAME TO "matches_competition_id_idx";--> statement-breakpoint
ALTER TABLE "matches" RENAME CONSTRAINT "matches_tournament_id_competitions_id_fk" TO "matches_competition_id_competitions_id_fk";
