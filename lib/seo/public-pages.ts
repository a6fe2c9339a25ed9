/** The public, indexable pages listed in sitemap.xml (jobs are added from the database). */
export const publicPages = [
  { path: "/", changeFrequency: "weekly", priority: 1 },
  { path: "/jobs", changeFrequency: "daily", priority: 0.9 },
  { path: "/for-talent", changeFrequency: "monthly", priority: 0.8 },
  { path: "/fresh-talent", changeFrequency: "monthly", priority: 0.8 },
  { path: "/signup/talent", changeFrequency: "yearly", priority: 0.5 },
  { path: "/signup/recruiter", changeFrequency: "yearly", priority: 0.5 },
  { path: "/careers", changeFrequency: "weekly", priority: 0.6 },
  { path: "/blog", changeFrequency: "weekly", priority: 0.7 },
  { path: "/events", changeFrequency: "weekly", priority: 0.6 },
  { path: "/terms-and-conditions", changeFrequency: "yearly", priority: 0.3 },
  { path: "/privacy-policy", changeFrequency: "yearly", priority: 0.3 },
] as const;
