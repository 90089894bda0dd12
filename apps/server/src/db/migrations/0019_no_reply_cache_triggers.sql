-- Decision 0120: no instance keeps a user's replies in memory any more, and team figures are read
-- from rows every append writes in its transaction. What only served those caches goes: the
-- 'data:<owner id>' announcements of changes to club data (migrations 0010, 0011, 0016), the
-- moving of a figures row by its lines and quintets (migration 0014, for the reply fingerprint),
-- and the seq the figures rows were derived from (migration 0013, for re-deriving on reads).
-- Kept: "users_changed" (migration 0010), which announces a user's id when their row changes, for
-- the cached sessions and profiles; logouts and password changes announce theirs from the app.
DROP TRIGGER "teams_changed" ON "teams";
--> statement-breakpoint
DROP TRIGGER "players_changed" ON "players";
--> statement-breakpoint
DROP TRIGGER "competitions_changed" ON "competitions";
--> statement-breakpoint
DROP TRIGGER "matches_finished_inserted" ON "matches";
--> statement-breakpoint
DROP TRIGGER "matches_finished_deleted" ON "matches";
--> statement-breakpoint
DROP TRIGGER "matches_finished_updated" ON "matches";
--> statement-breakpoint
DROP FUNCTION "futsal_team_changed"();
--> statement-breakpoint
DROP FUNCTION "futsal_team_row_changed"();
--> statement-breakpoint
DROP TRIGGER "match_figures_changed" ON "match_figures";
--> statement-breakpoint
DROP FUNCTION "futsal_finished_figures_changed"();
--> statement-breakpoint
DROP TRIGGER "user_settings_changed" ON "user_settings";
--> statement-breakpoint
DROP FUNCTION "futsal_settings_changed"();
--> statement-breakpoint
DROP TRIGGER "match_player_lines_insert_moves_figures" ON "match_player_lines";
--> statement-breakpoint
DROP TRIGGER "match_player_lines_update_moves_figures" ON "match_player_lines";
--> statement-breakpoint
DROP TRIGGER "match_player_lines_delete_moves_figures" ON "match_player_lines";
--> statement-breakpoint
DROP TRIGGER "match_quintets_insert_moves_figures" ON "match_quintets";
--> statement-breakpoint
DROP TRIGGER "match_quintets_update_moves_figures" ON "match_quintets";
--> statement-breakpoint
DROP TRIGGER "match_quintets_delete_moves_figures" ON "match_quintets";
--> statement-breakpoint
DROP FUNCTION "futsal_move_match_figures"();
--> statement-breakpoint
ALTER TABLE "match_figures" DROP COLUMN "derived_seq";
