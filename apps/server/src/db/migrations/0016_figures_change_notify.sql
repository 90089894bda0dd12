-- Decision 0108: the team figures' reply (GET /stats/team) is kept in each instance's memory beside
-- the lists of decision 0064, so every change it shows announces 'data:<owner id>' on the channel
-- of decision 0044. Teams, players and competitions already do (migrations 0010 and 0011). Added:
-- * every update of a finished match, not only of its status or score: an event appended after the
--   final whistle (a correction) updates the row and leaves its figures for the next read to derive;
-- * a finished match's figures rows (its player lines and quintets move them, migration 0014);
-- * the owner's settings: the season's start month resolves the figures' period.
-- A live match's appends still announce nothing.
DROP TRIGGER "matches_finished_updated" ON "matches";
--> statement-breakpoint
CREATE TRIGGER "matches_finished_updated" AFTER UPDATE ON "matches" FOR EACH ROW
	WHEN (OLD."status" = 'finished' OR NEW."status" = 'finished')
	EXECUTE FUNCTION "futsal_team_row_changed"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "futsal_finished_figures_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	touched uuid[];
	owner uuid;
BEGIN
	IF TG_OP = 'INSERT' THEN
		touched := ARRAY[NEW."match_id"];
	ELSIF TG_OP = 'DELETE' THEN
		touched := ARRAY[OLD."match_id"];
	ELSE
		touched := ARRAY[OLD."match_id", NEW."match_id"];
	END IF;
	-- A live match's figures are not in the season's: only a finished match's are announced.
	FOR owner IN
		SELECT DISTINCT t."owner_id"
		FROM "matches" m JOIN "teams" t ON t."id" = m."team_id"
		WHERE m."id" = ANY (touched) AND m."status" = 'finished'
	LOOP
		PERFORM pg_notify('futsal_sessions', 'data:' || owner::text);
	END LOOP;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "match_figures_changed" AFTER INSERT OR UPDATE OR DELETE ON "match_figures" FOR EACH ROW EXECUTE FUNCTION "futsal_finished_figures_changed"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "futsal_settings_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('futsal_sessions', 'data:' || OLD."user_id"::text); END IF;
	IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('futsal_sessions', 'data:' || NEW."user_id"::text); END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "user_settings_changed" AFTER INSERT OR UPDATE OR DELETE ON "user_settings" FOR EACH ROW EXECUTE FUNCTION "futsal_settings_changed"();
