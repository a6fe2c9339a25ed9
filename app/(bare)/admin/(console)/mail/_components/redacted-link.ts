/** A stored link whose token the outbox redacted: it opens nothing, so the console shows it as text. */
export const isRedactedLink = (link: string) => link.includes("[redacted]");
