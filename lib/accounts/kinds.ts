/**
 * Who holds an account: the one list every type, zod enum and database enum of account kinds derives from.
 * `client` is the hiring side's account (its pages live under /recruiter); `manager` runs the console (/admin).
 */
export const ACCOUNT_KINDS = ["talent", "client", "manager"] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** The kinds that sign up on their own and use the marketplace; managers are invited by another manager. */
export const MEMBER_KINDS = ["talent", "client"] as const satisfies readonly AccountKind[];
export type MemberKind = (typeof MEMBER_KINDS)[number];
