-- Decision 0109: the team version of migration 0015 (decision 0107) is gone. Since decision 0108 the
-- team figures' reply is answered from memory, and the fingerprint is read only when it is not
-- there; the version's upsert, at the commit of every write to a team's matches, figures rows,
-- players and competitions, cost appends a sixth of their rate. The fingerprint sums `xmin` again
-- (decision 0087).
DROP TRIGGER "matches_move_team_version" ON "matches";
--> statement-breakpoint
DROP TRIGGER "match_figures_move_team_version" ON "match_figures";
--> statement-breakpoint
DROP TRIGGER "players_move_team_version" ON "players";
--> statement-breakpoint
DROP TRIGGER "competitions_move_team_version" ON "competitions";
--> statement-breakpoint
DROP FUNCTION "futsal_move_team_version"();
--> statement-breakpoint
DROP TABLE "team_versions";
