ALTER TABLE "competitions" ADD COLUMN "red_suspension_matches" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "yellow_accumulation" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "yellow_suspension_matches" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "lineup_overrides" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_discipline_check" CHECK ("competitions"."red_suspension_matches" between 0 and 10 and "competitions"."yellow_accumulation" between 0 and 20 and "competitions"."yellow_suspension_matches" between 1 and 10);
