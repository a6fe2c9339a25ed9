import { isTimeZone } from "@/lib/remote/overlap";

import { z } from "./zod";

// The front matter of the Markdown files under content/: what each kind of file must say, checked when the
// file is loaded, so a missing date or a misspelt zone fails the build and the unit tests, not a visitor.

const text = (max: number) => z.string().trim().min(1).max(max);
const isoDate = z.iso.date({ error: "must be a date written YYYY-MM-DD" });

export const AUDIENCES = ["clients", "talent"] as const;
export type Audience = (typeof AUDIENCES)[number];

export const blogPostFrontMatterSchema = z.strictObject({
  title: text(120),
  date: isoDate,
  summary: text(300),
  author: text(80),
  author_role: text(80),
  audience: z.enum(AUDIENCES),
});
export type BlogPostFrontMatter = z.infer<typeof blogPostFrontMatterSchema>;

export const eventFrontMatterSchema = z
  .strictObject({
    title: text(120),
    // A moment in UTC ("2026-12-09T16:00:00Z"); each visitor sees it in their own zone.
    start: z.iso.datetime({ error: "must be a UTC time such as 2026-12-09T16:00:00Z" }),
    duration_minutes: z
      .int()
      .min(15)
      .max(8 * 60),
    // The zone the event is planned in, named beside the UTC time on the server's render.
    time_zone: z.string().refine(isTimeZone, "must be an IANA time zone such as Europe/Lisbon"),
    format: z.enum(["online", "in_person"]),
    location: text(120),
    link: z.url({ protocol: /^https$/, error: "must be an https:// URL" }).optional(),
    summary: text(300),
    host: text(80),
    audience: z.enum(AUDIENCES),
  })
  .refine((event) => event.format !== "online" || event.link, {
    path: ["link"],
    error: "an online event needs its link",
  });
export type EventFrontMatter = z.infer<typeof eventFrontMatterSchema>;

export const roleFrontMatterSchema = z.strictObject({
  title: text(120),
  date: isoDate,
  summary: text(300),
  team: text(60),
  location: text(120),
  employment: z.enum(["Full-time", "Part-time", "Contract"]),
});
export type RoleFrontMatter = z.infer<typeof roleFrontMatterSchema>;
