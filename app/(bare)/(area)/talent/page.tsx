import { AreaHome } from "@/components/auth/area-home";
import { isReturning, requireAreaSession } from "@/lib/server/auth/area-session";
import { createMetadata } from "@/lib/seo/metadata";

export const metadata = createMetadata({
  title: "Your account",
  description: "Your talent account.",
  path: "/talent",
  noIndex: true,
});

export default async function TalentHomePage() {
  const account = await requireAreaSession("talent", "/talent");
  return <AreaHome name={account.name} kind="talent" returning={await isReturning(account)} />;
}
