import type { PublicProfile } from "@/lib/validation/profile-responses";

/** Labels of a talent profile's closed sets of values, shared by the editor and the profile page. */
export const availabilityLabels: Record<NonNullable<PublicProfile["availability"]>, string> = {
  full_time: "Available full-time",
  part_time: "Available part-time",
  hourly: "Available for hourly work",
  not_available: "Not available right now",
};

export const visibilityLabels: Record<PublicProfile["visibility"], { label: string; detail: string }> = {
  public: {
    label: "Public",
    detail:
      "Anyone with the link can see your profile. Only recruiters with a verified email can download your résumé.",
  },
  recruiters: {
    label: "Recruiters only",
    detail:
      "Recruiters signed in to Hireloop whose email is verified can see your profile and download your résumé. Visitors, other talent and unverified accounts cannot.",
  },
  hidden: { label: "Hidden", detail: "Only you can see your profile." },
};
