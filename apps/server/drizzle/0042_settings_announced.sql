-- The System Settings change what every screen shows (the fee, the response time that marks a
-- request Overdue, ...): a change tells everyone (decision 064), rarely as it happens.
CREATE FUNCTION "changes_of_settings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('automobi_changes', 'everyone|settings');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "settings_announced_on_insert" AFTER INSERT ON "settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "changes_of_settings"();--> statement-breakpoint
CREATE TRIGGER "settings_announced_on_update" AFTER UPDATE ON "settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "changes_of_settings"();--> statement-breakpoint
CREATE TRIGGER "settings_announced_on_delete" AFTER DELETE ON "settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "changes_of_settings"();
