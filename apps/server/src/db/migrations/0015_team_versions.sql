-- Decision 0107: a team's version, moved by every change to the rows its season figures are read
-- from (matches, their figures rows, players, competitions; player lines and quintets move their
-- figures row, migration 0014). The figures' reply cache (decision 0045) keys on it: one index
-- lookup instead of summing the xmin of every such row.
-- No foreign key: a team's deletion must not lock its version row while it waits for the rows
-- its cascade deletes (an append holding a match would then wait for the deleter in turn). A
-- deleted team's row stays behind, unread.
CREATE TABLE "team_versions" (
	"team_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
-- Deferred to the commit, so the version row is the last lock a transaction takes: no writer
-- holds it while it waits for another lock (a lineup's match update, then its players), and a
-- transaction moves each of its teams once, at the end. A team deleted in the same transaction
-- (its own cascade) is skipped: nothing will read its figures.
CREATE OR REPLACE FUNCTION "futsal_move_team_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	touched uuid[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		touched := ARRAY[NEW."team_id"];
	ELSIF TG_OP = 'DELETE' THEN
		touched := ARRAY[OLD."team_id"];
	ELSE
		touched := ARRAY[OLD."team_id", NEW."team_id"];
	END IF;
	INSERT INTO "team_versions" AS v ("team_id")
	SELECT DISTINCT u.id FROM unnest(touched) AS u(id)
	WHERE EXISTS (SELECT 1 FROM "teams" t WHERE t."id" = u.id)
	ORDER BY u.id
	ON CONFLICT ("team_id") DO UPDATE SET "version" = v."version" + 1
	WHERE NOT (v.xmin = pg_current_xact_id()::xid);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "matches_move_team_version" AFTER INSERT OR UPDATE OR DELETE ON "matches" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "futsal_move_team_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "match_figures_move_team_version" AFTER INSERT OR UPDATE OR DELETE ON "match_figures" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "futsal_move_team_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "players_move_team_version" AFTER INSERT OR UPDATE OR DELETE ON "players" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "futsal_move_team_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "competitions_move_team_version" AFTER INSERT OR UPDATE OR DELETE ON "competitions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "futsal_move_team_version"();
