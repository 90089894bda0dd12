-- Rotations (issue 37): a team's target stint, each player line's stints, rest, flying-goalkeeper
-- time and seconds per period, and the pairs of a match. Older figures rows get these at the
-- start-up sweep (DERIVATION_VERSION 3).
CREATE TABLE "match_pairs" (
	"match_id" uuid NOT NULL,
	"player_ids" text NOT NULL,
	"team_id" uuid NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	"goals_for" integer DEFAULT 0 NOT NULL,
	"goals_against" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "match_pairs_match_id_player_ids_pk" PRIMARY KEY("match_id","player_ids")
);
--> statement-breakpoint
ALTER TABLE "match_player_lines" ADD COLUMN "stints" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "match_player_lines" ADD COLUMN "longest_stint_sec" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "match_player_lines" ADD COLUMN "rest_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "match_player_lines" ADD COLUMN "flying_goalkeeper_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "match_player_lines" ADD COLUMN "period_seconds" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "target_stint_sec" integer DEFAULT 240 NOT NULL;--> statement-breakpoint
ALTER TABLE "match_pairs" ADD CONSTRAINT "match_pairs_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_pairs" ADD CONSTRAINT "match_pairs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_pairs_team_id_idx" ON "match_pairs" USING btree ("team_id");