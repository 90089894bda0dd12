-- Decision 0188: each status a player has had, and since when, so the load chart can mark the
-- weeks of an injury. A trigger writes it, whichever route (the form, the import, the medical
-- staff's edit) set the status. Existing players start with their status as of this migration:
-- when it began before is not known, and is not guessed.
CREATE TABLE "player_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"status" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_status_changes_status_check" CHECK ("player_status_changes"."status" in ('available', 'injured', 'suspended', 'inactive'))
);
--> statement-breakpoint
ALTER TABLE "player_status_changes" ADD CONSTRAINT "player_status_changes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_status_changes_player_idx" ON "player_status_changes" USING btree ("player_id","changed_at");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "futsal_player_status_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' OR NEW."status" IS DISTINCT FROM OLD."status" THEN
		INSERT INTO "player_status_changes" ("player_id", "status") VALUES (NEW."id", NEW."status");
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "players_status_history" AFTER INSERT OR UPDATE OF "status" ON "players"
	FOR EACH ROW EXECUTE FUNCTION "futsal_player_status_changed"();
--> statement-breakpoint
INSERT INTO "player_status_changes" ("player_id", "status")
	SELECT "id", "status" FROM "players" WHERE "erased_at" IS NULL;
