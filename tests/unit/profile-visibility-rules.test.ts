import { describe, expect, it } from "vitest";

import { visibilityLabels } from "@/lib/content/profile";
import { canDownloadResume, canViewProfile, effectiveVisibility, type ProfileViewer } from "@/lib/profiles/visibility";

const OWNER = 7;
const viewers: Record<string, ProfileViewer> = {
  anonymous: null,
  owner: { kind: "talent", id: OWNER, verified: false },
  "other talent": { kind: "talent", id: 8, verified: true },
  "unverified client": { kind: "client", id: 1, verified: false },
  "verified client": { kind: "client", id: 2, verified: true },
  manager: { kind: "manager", id: 1, verified: false },
};

const seeing = (visibility: "public" | "recruiters" | "hidden") =>
  Object.entries(viewers)
    .filter(([, viewer]) => canViewProfile(visibility, viewer, OWNER))
    .map(([name]) => name);
const downloading = (visibility: "public" | "recruiters" | "hidden") =>
  Object.entries(viewers)
    .filter(([, viewer]) => canDownloadResume(visibility, viewer, OWNER))
    .map(([name]) => name);

describe("who sees a profile and its résumé", () => {
  it("shows recruiters-only profiles and every résumé to verified clients and managers, never to unverified ones", () => {
    expect(seeing("public")).toEqual(Object.keys(viewers));
    expect(seeing("recruiters")).toEqual(["owner", "verified client", "manager"]);
    expect(seeing("hidden")).toEqual(["owner"]);
    expect(downloading("public")).toEqual(["owner", "verified client", "manager"]);
    expect(downloading("recruiters")).toEqual(["owner", "verified client", "manager"]);
    expect(downloading("hidden")).toEqual(["owner"]);
  });

  it("reads a suspended talent's profile as hidden, whatever its visibility", () => {
    expect(effectiveVisibility("public", true)).toBe("hidden");
    expect(effectiveVisibility("recruiters", true)).toBe("hidden");
    expect(effectiveVisibility("recruiters", false)).toBe("recruiters");
  });

  it("tells the talent in the editor that recruiters means recruiters with a verified email", () => {
    expect(visibilityLabels.recruiters.detail).toMatch(/whose email is verified/);
    expect(visibilityLabels.public.detail).toMatch(/verified email can download your résumé/);
  });
});
