import { describe, expect, it } from "vitest";

import { GET as getCompany, POST as updateCompany } from "@/app/api/client/company/route";
import { POST as profileUpdate } from "@/app/api/talent/profile_update/route";
import { GET as ownProfile } from "@/app/api/talent/profile/route";

import { registeredClient, registeredTalent } from "../support/accounts";
import { call } from "../support/api-client";
import { describeOnEachDatabase } from "../support/test-db";

// The answers name working hours `work_hours: {start, end}`; an update that sends that name must store it,
// never answer 200 and drop it.
describeOnEachDatabase("work_hours, the name the answers use, on an update", () => {
  describe("POST /api/talent/profile_update", () => {
    it("stores work_hours sent as JSON, and null clears them", async () => {
      const talent = await registeredTalent();
      const saved = await call(profileUpdate, {
        token: talent.token,
        json: { timezone: "Europe/Berlin", work_hours: { start: "08:30", end: "16:30" } },
      });
      expect(saved.status).toBe(200);
      expect(saved.body.data.profile.work_hours).toEqual({ start: "08:30", end: "16:30" });
      const read = await call(ownProfile, { token: talent.token });
      expect(read.body.data.work_hours).toEqual({ start: "08:30", end: "16:30" });

      const cleared = await call(profileUpdate, { token: talent.token, json: { work_hours: null } });
      expect(cleared.status).toBe(200);
      expect((await call(ownProfile, { token: talent.token })).body.data.work_hours).toBeNull();
    });

    it("stores work_hours sent as JSON text in a form", async () => {
      const talent = await registeredTalent();
      const saved = await call(profileUpdate, {
        token: talent.token,
        form: { work_hours: JSON.stringify({ start: "22:00", end: "06:00" }) },
      });
      expect(saved.status).toBe(200);
      expect((await call(ownProfile, { token: talent.token })).body.data.work_hours).toEqual({
        start: "22:00",
        end: "06:00",
      });
    });

    it("refuses work_hours that are not a pair of times, or sent beside work_start, and stores nothing", async () => {
      const talent = await registeredTalent();
      const bad = await call(profileUpdate, {
        token: talent.token,
        json: { work_hours: { start: "9am", end: "17:00" } },
      });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors)).toEqual(["work_start"]);
      const extra = await call(profileUpdate, {
        token: talent.token,
        json: { work_hours: { start: "09:00", end: "17:00", lunch: "12:00" } },
      });
      expect(extra.status).toBe(422);
      const both = await call(profileUpdate, {
        token: talent.token,
        json: { work_hours: { start: "09:00", end: "17:00" }, work_start: "10:00", work_end: "18:00" },
      });
      expect(both.status).toBe(422);
      expect(both.body.errors.work_hours).toEqual(["Send work_hours, or work_start and work_end, not both."]);
      expect((await call(ownProfile, { token: talent.token })).body.data.work_hours).toBeNull();
    });
  });

  describe("POST /api/client/company", () => {
    it("stores the team's work_hours, and refuses them beside work_start", async () => {
      const client = await registeredClient();
      const saved = await call(updateCompany, {
        token: client.token,
        json: { timezone: "America/Toronto", work_hours: { start: "09:00", end: "17:00" } },
      });
      expect(saved.status).toBe(200);
      expect(saved.body.data.work_hours).toEqual({ start: "09:00", end: "17:00" });
      expect((await call(getCompany, { token: client.token })).body.data.work_hours).toEqual({
        start: "09:00",
        end: "17:00",
      });
      const both = await call(updateCompany, {
        token: client.token,
        json: { work_hours: null, work_end: "18:00" },
      });
      expect(both.status).toBe(422);
      expect(Object.keys(both.body.errors)).toContain("work_hours");
      const cleared = await call(updateCompany, { token: client.token, form: { work_hours: "" } });
      expect(cleared.status).toBe(200);
      expect(cleared.body.data.work_hours).toBeNull();
    });
  });
});
