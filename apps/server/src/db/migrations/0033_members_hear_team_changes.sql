-- Issue 40 (decision 0175): a team's cached replies (GET /teams, its squad) belong to each of its
-- members, not only its owner. A change of the team or of a row of it announces 'data:<user id>'
-- for every member, so a coach's edit is not served stale to the assistant for the cache's minute.
-- (A team's deletion removes its members by cascade, and 0032 announces each of those.)
CREATE OR REPLACE FUNCTION "futsal_team_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	member uuid;
BEGIN
	IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('futsal_sessions', 'data:' || OLD."owner_id"::text); END IF;
	IF TG_OP <> 'DELETE' THEN
		PERFORM pg_notify('futsal_sessions', 'data:' || NEW."owner_id"::text);
		FOR member IN SELECT "user_id" FROM "team_members" WHERE "team_id" = NEW."id" AND "role" <> 'owner' LOOP
			PERFORM pg_notify('futsal_sessions', 'data:' || member::text);
		END LOOP;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "futsal_team_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	member uuid;
BEGIN
	IF TG_OP <> 'INSERT' THEN
		FOR member IN SELECT "user_id" FROM "team_members" WHERE "team_id" = OLD."team_id" LOOP
			PERFORM pg_notify('futsal_sessions', 'data:' || member::text);
		END LOOP;
	END IF;
	IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW."team_id" IS DISTINCT FROM OLD."team_id") THEN
		FOR member IN SELECT "user_id" FROM "team_members" WHERE "team_id" = NEW."team_id" LOOP
			PERFORM pg_notify('futsal_sessions', 'data:' || member::text);
		END LOOP;
	END IF;
	RETURN NULL;
END
$$;
