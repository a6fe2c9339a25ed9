ALTER TABLE "talent_profiles" ADD COLUMN "listable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "talent_profiles_listable_active_idx" ON "talent_profiles" USING btree ("last_active_at" DESC NULLS LAST,"talent_id" DESC NULLS LAST) WHERE listable;--> statement-breakpoint
-- Listable: the directory may list the talent. One function states the rule (vetted, not suspended, visible to
-- recruiters or everyone, with a handle); the triggers below keep the stored flag current on every write that
-- changes one of its parts, so the directory reads one column of talent_profiles instead of joining
-- talent_vetting and talents for every match.
CREATE FUNCTION talent_listable(p_talent_id integer, p_visibility profile_visibility, p_handle text)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT p_visibility IN ('public', 'recruiters') AND p_handle IS NOT NULL AND EXISTS (
    SELECT 1 FROM talent_vetting v JOIN talents t ON t.id = v.talent_id
    WHERE v.talent_id = p_talent_id AND v.stage = 'vetted' AND t.suspended_at IS NULL)
$$;
--> statement-breakpoint
UPDATE talent_profiles p SET listable = true
FROM talent_vetting v JOIN talents t ON t.id = v.talent_id
WHERE v.talent_id = p.talent_id AND v.stage = 'vetted' AND t.suspended_at IS NULL
  AND p.visibility IN ('public', 'recruiters') AND p.handle IS NOT NULL;
--> statement-breakpoint
CREATE FUNCTION talent_profiles_listable_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.listable := talent_listable(NEW.talent_id, NEW.visibility, NEW.handle);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER talent_profiles_listable BEFORE INSERT OR UPDATE OF visibility, handle, listable
  ON talent_profiles FOR EACH ROW EXECUTE FUNCTION talent_profiles_listable_set();
--> statement-breakpoint
-- After a change to the talent's vetting or account: the profile's flag again (writing `listable` runs the trigger
-- above, which computes it). Always written, even when unchanged: the write takes the profile's row lock, so a
-- profile change made at the same moment waits for this transaction and then computes the flag seeing its change
-- (a suspension and a visibility change racing could otherwise each miss the other and list a suspended talent).
CREATE FUNCTION talent_listable_refresh(p_talent_id integer) RETURNS void LANGUAGE sql AS $$
  UPDATE talent_profiles SET listable = listable WHERE talent_id = p_talent_id
$$;
--> statement-breakpoint
CREATE FUNCTION talent_vetting_listable_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM talent_listable_refresh(OLD.talent_id);
  ELSE
    PERFORM talent_listable_refresh(NEW.talent_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION talents_listable_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM talent_listable_refresh(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER talent_vetting_listable AFTER INSERT OR DELETE ON talent_vetting
  FOR EACH ROW EXECUTE FUNCTION talent_vetting_listable_changed();
--> statement-breakpoint
CREATE TRIGGER talent_vetting_listable_stage AFTER UPDATE OF stage ON talent_vetting FOR EACH ROW
  WHEN (OLD.stage IS DISTINCT FROM NEW.stage) EXECUTE FUNCTION talent_vetting_listable_changed();
--> statement-breakpoint
CREATE TRIGGER talents_listable AFTER UPDATE OF suspended_at ON talents FOR EACH ROW
  WHEN ((OLD.suspended_at IS NULL) <> (NEW.suspended_at IS NULL)) EXECUTE FUNCTION talents_listable_changed();

