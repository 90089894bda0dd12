-- Decision 0064: API instances keep users' profiles (GET /auth/me) and sessions in memory. Any change to a
-- user row, by the app or by hand (an edit, a deletion), tells every instance on the channel of decision 0044
-- when its transaction commits, so none serves a stale profile or a deleted user's session.
CREATE FUNCTION "futsal_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('futsal_sessions', OLD."id"::text);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "futsal_user_changed"();
