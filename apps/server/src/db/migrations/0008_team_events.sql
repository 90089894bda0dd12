-- The team events page leaves out events undone by a void (decision 0018): this partial index finds a match's voids by the event they undo.
CREATE INDEX "match_events_voids_idx" ON "match_events" USING btree ("match_id",("payload"->>'voidsEventId')) WHERE "match_events"."type" = 'void';
