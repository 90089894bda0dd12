-- Decision 0064: API instances keep in memory what a signed-in user reads most (the profile of GET /auth/me,
-- the replies of GET /teams and GET /teams/{id}/players) next to their sessions (decision 0044). Any change
-- those depend on, by the app or by hand, tells every instance the user's id on the channel of decision 0044
-- when its transaction commits (PostgreSQL sends one notification per id and transaction), and they forget it.
CREATE FUNCTION "futsal_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('futsal_sessions', OLD."id"::text);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "futsal_user_changed"();
--> statement-breakpoint
CREATE FUNCTION "futsal_team_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('futsal_sessions', OLD."owner_id"::text); END IF;
	IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('futsal_sessions', NEW."owner_id"::text); END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "teams_changed" AFTER INSERT OR UPDATE OR DELETE ON "teams" FOR EACH ROW EXECUTE FUNCTION "futsal_team_changed"();
--> statement-breakpoint
-- A row of a team: its owner. A row deleted with its team finds no team: the team's own trigger announced it.
CREATE FUNCTION "futsal_team_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	owner uuid;
BEGIN
	IF TG_OP <> 'INSERT' THEN
		SELECT "owner_id" INTO owner FROM "teams" WHERE "id" = OLD."team_id";
		IF owner IS NOT NULL THEN PERFORM pg_notify('futsal_sessions', owner::text); END IF;
	END IF;
	IF TG_OP <> 'DELETE' THEN
		SELECT "owner_id" INTO owner FROM "teams" WHERE "id" = NEW."team_id";
		IF owner IS NOT NULL THEN PERFORM pg_notify('futsal_sessions', owner::text); END IF;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "players_changed" AFTER INSERT OR UPDATE OR DELETE ON "players" FOR EACH ROW EXECUTE FUNCTION "futsal_team_row_changed"();
--> statement-breakpoint
CREATE TRIGGER "competitions_changed" AFTER INSERT OR UPDATE OR DELETE ON "competitions" FOR EACH ROW EXECUTE FUNCTION "futsal_team_row_changed"();
--> statement-breakpoint
-- GET /teams shows the record of finished matches only: a live match's appends (its score cache) announce nothing.
CREATE TRIGGER "matches_finished_inserted" AFTER INSERT ON "matches" FOR EACH ROW WHEN (NEW."status" = 'finished') EXECUTE FUNCTION "futsal_team_row_changed"();
--> statement-breakpoint
CREATE TRIGGER "matches_finished_deleted" AFTER DELETE ON "matches" FOR EACH ROW WHEN (OLD."status" = 'finished') EXECUTE FUNCTION "futsal_team_row_changed"();
--> statement-breakpoint
CREATE TRIGGER "matches_finished_updated" AFTER UPDATE ON "matches" FOR EACH ROW
	WHEN ((OLD."status" = 'finished' OR NEW."status" = 'finished')
		AND (OLD."status", OLD."score_us", OLD."score_rival", OLD."team_id") IS DISTINCT FROM (NEW."status", NEW."score_us", NEW."score_rival", NEW."team_id"))
	EXECUTE FUNCTION "futsal_team_row_changed"();
