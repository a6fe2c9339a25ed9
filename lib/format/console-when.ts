const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** A moment as managers read it everywhere in the console: day and time in UTC. */
export const formatWhen = (iso: string) => `${when.format(new Date(iso))} UTC`;
