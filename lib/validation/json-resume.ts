import { z } from "./zod";

/** The subset of JSON Resume 1.0 (https://jsonresume.org/schema) that a talent profile fills. */
export const jsonResumeSchema = z.object({
  $schema: z.string(),
  basics: z.object({
    name: z.string(),
    label: z.string().optional().describe("The headline"),
    image: z.string().optional(),
    email: z.string(),
    url: z.string().optional().describe("The portfolio, else the public profile page"),
    summary: z.string().optional().describe("The bio"),
    location: z.object({ city: z.string().optional(), countryCode: z.string().optional() }).optional(),
    profiles: z.array(z.object({ network: z.string(), url: z.string() })),
  }),
  work: z.array(
    z.object({
      name: z.string().describe("The company"),
      position: z.string(),
      startDate: z.string().describe("YYYY-MM"),
      endDate: z.string().optional().describe("YYYY-MM; absent while current"),
      summary: z.string().optional(),
    }),
  ),
  skills: z.array(z.object({ name: z.string() })),
  meta: z.object({ version: z.string(), lastModified: z.string() }),
});

export type JsonResume = z.infer<typeof jsonResumeSchema>;
