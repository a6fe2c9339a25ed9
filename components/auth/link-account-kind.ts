import type { UserType } from "@/lib/api/types";

/** The account kind a mailed link names in its `type` parameter; talent when absent or unknown. */
export const linkAccountKind = (value: string | null): UserType => (value === "client" ? "client" : "talent");
