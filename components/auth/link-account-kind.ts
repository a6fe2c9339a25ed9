import type { MemberKind } from "@/lib/accounts/kinds";

/** The account kind a mailed link names in its `type` parameter; talent when absent or unknown. */
export const linkAccountKind = (value: string | null): MemberKind => (value === "client" ? "client" : "talent");
