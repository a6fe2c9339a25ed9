import type { Metadata } from "next";
import { AreaHome } from "@/components/auth/area-home";
import { requireAreaSession } from "@/lib/server/auth/area-session";

export const metadata: Metadata = { title: "Your account" };

export default async function TalentHomePage() {
  const account = await requireAreaSession("talent", "/talent");
  return <AreaHome name={account.name} kind="talent" />;
}
