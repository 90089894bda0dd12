-- Event ids are scoped to their match: another account reusing a UUID neither collides nor learns it exists.
ALTER TABLE "match_events" DROP CONSTRAINT "match_events_pkey";--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_match_id_id_pk" PRIMARY KEY ("match_id","id");
