-- A language or theme the user never chose is null: no device's own is stored for the account
-- (decision 0117). Rows saved before keep theirs.
ALTER TABLE "user_settings" ALTER COLUMN "language" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "user_settings" ALTER COLUMN "theme" DROP NOT NULL;
