CREATE TABLE "match_figures" (
	"match_id" uuid PRIMARY KEY NOT NULL,
	"team_id" uuid NOT NULL,
	"derivation_version" integer NOT NULL,
	"goals_for" integer DEFAULT 0 NOT NULL,
	"goals_against" integer DEFAULT 0 NOT NULL,
	"shots" integer DEFAULT 0 NOT NULL,
	"shots_on_target" integer DEFAULT 0 NOT NULL,
	"fouls_for" integer DEFAULT 0 NOT NULL,
	"fouls_against" integer DEFAULT 0 NOT NULL,
	"yellow_cards" integer DEFAULT 0 NOT NULL,
	"red_cards_for" integer DEFAULT 0 NOT NULL,
	"red_cards_against" integer DEFAULT 0 NOT NULL,
	"corners" integer DEFAULT 0 NOT NULL,
	"offsides" integer DEFAULT 0 NOT NULL,
	"timeouts_for" integer DEFAULT 0 NOT NULL,
	"timeouts_against" integer DEFAULT 0 NOT NULL,
	"ten_metre_kicks_for" integer DEFAULT 0 NOT NULL,
	"ten_metre_kicks_against" integer DEFAULT 0 NOT NULL,
	"regular_seconds" integer DEFAULT 2400 NOT NULL,
	"goals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"goal_counts" jsonb DEFAULT '{"for":{},"against":{}}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_player_lines" (
	"match_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"participation" text NOT NULL,
	"seconds_played" integer DEFAULT 0 NOT NULL,
	"goals" integer DEFAULT 0 NOT NULL,
	"assists" integer DEFAULT 0 NOT NULL,
	"shots" integer DEFAULT 0 NOT NULL,
	"shots_on_target" integer DEFAULT 0 NOT NULL,
	"fouls" integer DEFAULT 0 NOT NULL,
	"yellow_cards" integer DEFAULT 0 NOT NULL,
	"red_cards" integer DEFAULT 0 NOT NULL,
	"plus_minus" integer DEFAULT 0 NOT NULL,
	"goal_types" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"finishing_types" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "match_player_lines_match_id_player_id_pk" PRIMARY KEY("match_id","player_id"),
	CONSTRAINT "match_player_lines_participation_check" CHECK ("match_player_lines"."participation" in ('starter', 'substitute', 'substitute_played', 'bench', 'injured', 'suspended', 'not_selected'))
);
--> statement-breakpoint
CREATE TABLE "match_quintets" (
	"match_id" uuid NOT NULL,
	"player_ids" text NOT NULL,
	"team_id" uuid NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	"goals_for" integer DEFAULT 0 NOT NULL,
	"goals_against" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "match_quintets_match_id_player_ids_pk" PRIMARY KEY("match_id","player_ids")
);
--> statement-breakpoint
ALTER TABLE "match_figures" ADD CONSTRAINT "match_figures_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_figures" ADD CONSTRAINT "match_figures_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_player_lines" ADD CONSTRAINT "match_player_lines_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_player_lines" ADD CONSTRAINT "match_player_lines_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_player_lines" ADD CONSTRAINT "match_player_lines_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_quintets" ADD CONSTRAINT "match_quintets_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_quintets" ADD CONSTRAINT "match_quintets_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_figures_team_id_idx" ON "match_figures" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "match_player_lines_player_id_idx" ON "match_player_lines" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "match_player_lines_team_id_idx" ON "match_player_lines" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "match_quintets_team_id_idx" ON "match_quintets" USING btree ("team_id");
