-- Decision 0064, narrowed: a change of a user's club data (teams, players, competitions, finished matches)
-- announces 'data:<owner id>' on the channel of decision 0044, so instances forget only that user's cached
-- replies. A bare id (a session revoked, the user's own row changed) still forgets everything of the user:
-- a player's edit no longer costs the coach's next request a session check and a profile read.
CREATE OR REPLACE FUNCTION "futsal_team_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('futsal_sessions', 'data:' || OLD."owner_id"::text); END IF;
	IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('futsal_sessions', 'data:' || NEW."owner_id"::text); END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "futsal_team_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	owner uuid;
BEGIN
	IF TG_OP <> 'INSERT' THEN
		SELECT "owner_id" INTO owner FROM "teams" WHERE "id" = OLD."team_id";
		IF owner IS NOT NULL THEN PERFORM pg_notify('futsal_sessions', 'data:' || owner::text); END IF;
	END IF;
	IF TG_OP <> 'DELETE' THEN
		SELECT "owner_id" INTO owner FROM "teams" WHERE "id" = NEW."team_id";
		IF owner IS NOT NULL THEN PERFORM pg_notify('futsal_sessions', 'data:' || owner::text); END IF;
	END IF;
	RETURN NULL;
END
$$;
