-- Decision 0180: a member added (an accepted invitation), removed, or their role changed, loses what the role gave at once, open live
-- streams included, on every instance. The trigger (not application code) announces it, so every path
-- is covered: the members API, an account's erasure, a team's deletion cascading to its members.
-- Payload '<team id>:<user id>'; the NOTIFY is delivered when the changing transaction commits.
-- The member's cached replies (decision 0064: their teams with their role, a team's players) go too,
-- by the 'data:' announcement of decision 0044's channel: a removed member must not be served them.
CREATE FUNCTION "futsal_team_member_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed record;
BEGIN
	IF TG_OP = 'INSERT' THEN changed := NEW; ELSE changed := OLD; END IF;
	PERFORM pg_notify('team_members', changed."team_id"::text || ':' || changed."user_id"::text);
	PERFORM pg_notify('futsal_sessions', 'data:' || changed."user_id"::text);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "team_members_changed_notify" AFTER INSERT OR UPDATE OR DELETE ON "team_members" FOR EACH ROW EXECUTE FUNCTION "futsal_team_member_changed"();
--> statement-breakpoint
-- Events now carry who logged them (decision 0180): erasing that account sets `logged_by` to null
-- (its foreign key), an update the append-only guard of decision 0083 refused, so no account that had
-- logged an event could be deleted. That update, and only that one, passes.
CREATE OR REPLACE FUNCTION "futsal_match_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM "matches" WHERE "id" = OLD."match_id") THEN
		RETURN OLD;
	END IF;
	IF TG_OP = 'UPDATE' AND NEW."logged_by" IS NULL
		AND (to_jsonb(NEW) - 'logged_by') = (to_jsonb(OLD) - 'logged_by') THEN
		RETURN NEW;
	END IF;
	RAISE EXCEPTION 'match_events is append-only: a correction is a void event' USING ERRCODE = 'restrict_violation';
END
$$;
