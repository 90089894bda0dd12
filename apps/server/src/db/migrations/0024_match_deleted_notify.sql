-- Issue 41: a deleted match's live streams end at once, on every instance. Its deletion (alone, or
-- with its team or its owner's account) announces 'gone:<match id>' on the match events channel the
-- streams listen on (decision 0047); the NOTIFY is delivered when the deleting transaction commits.
CREATE FUNCTION "futsal_match_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('match_events', 'gone:' || OLD."id"::text);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "matches_deleted_notify" AFTER DELETE ON "matches" FOR EACH ROW EXECUTE FUNCTION "futsal_match_deleted"();
