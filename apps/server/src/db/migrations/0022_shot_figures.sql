-- Issue 38: a match's shots (both teams, with place, game state and expected goals) and its
-- game-state splits, derived by the engine with the other figures. Rows of an older derivation
-- version are derived again by the start-up sweep (DERIVATION_VERSION 3), which fills them.
ALTER TABLE "match_figures" ADD COLUMN "shot_list" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "match_figures" ADD COLUMN "game_states" jsonb;
