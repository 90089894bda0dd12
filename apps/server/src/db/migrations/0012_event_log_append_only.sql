-- Decision 0083: the event log is append-only in the database, not only in the API. An update of an
-- event is refused, and so is a delete, unless its match is gone (the cascade of a match's, a team's or
-- an account's deletion). The guarded append then needs only the log's last seq to know that nothing
-- was written to it since its cached state, not a count of the whole log on every append.
CREATE OR REPLACE FUNCTION "futsal_match_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM "matches" WHERE "id" = OLD."match_id") THEN
		RETURN OLD;
	END IF;
	RAISE EXCEPTION 'match_events is append-only: a correction is a void event' USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "match_events_append_only" BEFORE UPDATE OR DELETE ON "match_events" FOR EACH ROW EXECUTE FUNCTION "futsal_match_events_append_only"();
