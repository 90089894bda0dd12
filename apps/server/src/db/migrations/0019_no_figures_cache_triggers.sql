-- Decision 0120: team figures are read from rows every append writes in its transaction, with no
-- cache in front. What only served their caches goes: the announcements of changes to figures
-- rows and settings (migration 0016), the moving of a figures row by its lines and quintets
-- (migration 0014, for the reply fingerprint), and the seq the figures rows were derived from
-- (migration 0013, for re-deriving on reads). The lists' cache stays (decision 0121): its
-- triggers on teams, players and competitions (migrations 0010, 0011) are kept, and a finished
-- match announces again only a change of its status, score or team (migration 0010's condition).
DROP TRIGGER "match_figures_changed" ON "match_figures";
--> statement-breakpoint
DROP FUNCTION "futsal_finished_figures_changed"();
--> statement-breakpoint
DROP TRIGGER "user_settings_changed" ON "user_settings";
--> statement-breakpoint
DROP FUNCTION "futsal_settings_changed"();
--> statement-breakpoint
DROP TRIGGER "matches_finished_updated" ON "matches";
--> statement-breakpoint
CREATE TRIGGER "matches_finished_updated" AFTER UPDATE ON "matches" FOR EACH ROW
	WHEN ((OLD."status" = 'finished' OR NEW."status" = 'finished')
		AND (OLD."status", OLD."score_us", OLD."score_rival", OLD."team_id") IS DISTINCT FROM (NEW."status", NEW."score_us", NEW."score_rival", NEW."team_id"))
	EXECUTE FUNCTION "futsal_team_row_changed"();
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
