import type { PublicProfile } from "@/lib/validation/profile-responses";

/** Labels of a talent profile's closed sets of values, shared by the editor and the profile page. */
export const availabilityLabels: Record<NonNullable<PublicProfile["availability"]>, string> = {
  full_time: "Available full-time",
  part_time: "Available part-time",
  hourly: "Available for hourly work",
  not_available: "Not available right now",
};

export const visibilityLabels: Record<PublicProfile["visibility"], { label: string; detail: string }> = {
  public: { label: "Public", detail: "Anyone with the link can see your profile." },
  recruiters: { label: "Recruiters only", detail: "Signed-in recruiters on Hireloop can see your profile." },
  hidden: { label: "Hidden", detail: "Only you can see your profile." },
};
