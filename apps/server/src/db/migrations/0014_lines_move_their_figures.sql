-- Decision 0087: any change to a match's player lines or quintets moves its match_figures row (a
-- new row version, so a new xmin), in the same transaction. The team figures' reply cache
-- (decision 0045) then fingerprints the figures rows alone, not every line and quintet of the
-- team's matches. A derivation rewrites the figures row anyway; this covers any other writer, and
-- the cascade of a player's deletion.
-- The figures rows are locked in match order first: a player's deletion touches many matches at
-- once, and two such statements must not take them in different orders.
CREATE OR REPLACE FUNCTION "futsal_move_match_figures"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	touched uuid[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg(DISTINCT "match_id") INTO touched FROM "changed_new";
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg(DISTINCT "match_id") INTO touched FROM "changed_old";
	ELSE
		SELECT array_agg(DISTINCT m) INTO touched FROM (SELECT "match_id" AS m FROM "changed_new" UNION SELECT "match_id" FROM "changed_old") u;
	END IF;
	PERFORM 1 FROM "match_figures" f WHERE f."match_id" = ANY (touched) ORDER BY f."match_id" FOR UPDATE;
	UPDATE "match_figures" f SET "updated_at" = f."updated_at" WHERE f."match_id" = ANY (touched);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "match_player_lines_insert_moves_figures" AFTER INSERT ON "match_player_lines" REFERENCING NEW TABLE AS "changed_new" FOR EACH STATEMENT EXECUTE FUNCTION "futsal_move_match_figures"();
--> statement-breakpoint
CREATE TRIGGER "match_player_lines_update_moves_figures" AFTER UPDATE ON "match_player_lines" REFERENCING OLD TABLE AS "changed_old" NEW TABLE AS "changed_new" FOR EACH STATEMENT EXECUTE FUNCTION "futsal_move_match_figures"();
--> statement-breakpoint
CREATE TRIGGER "match_player_lines_delete_moves_figures" AFTER DELETE ON "match_player_lines" REFERENCING OLD TABLE AS "changed_old" FOR EACH STATEMENT EXECUTE FUNCTION "futsal_move_match_figures"();
--> statement-breakpoint
CREATE TRIGGER "match_quintets_insert_moves_figures" AFTER INSERT ON "match_quintets" REFERENCING NEW TABLE AS "changed_new" FOR EACH STATEMENT EXECUTE FUNCTION "futsal_move_match_figures"();
--> statement-breakpoint
CREATE TRIGGER "match_quintets_update_moves_figures" AFTER UPDATE ON "match_quintets" REFERENCING OLD TABLE AS "changed_old" NEW TABLE AS "changed_new" FOR EACH STATEMENT EXECUTE FUNCTION "futsal_move_match_figures"();
--> statement-breakpoint
CREATE TRIGGER "match_quintets_delete_moves_figures" AFTER DELETE ON "match_quintets" REFERENCING OLD TABLE AS "changed_old" FOR EACH STATEMENT EXECUTE FUNCTION "futsal_move_match_figures"();
