import { AreaHome } from "@/components/auth/area-home";
import { isReturning, requireAreaSession } from "@/lib/server/auth/area-session";
import { createMetadata } from "@/lib/seo/metadata";

export const metadata = createMetadata({
  title: "Your account",
  description: "Your recruiter account.",
  path: "/recruiter",
  noIndex: true,
});

export default async function RecruiterHomePage() {
  const account = await requireAreaSession("client", "/recruiter");
  return <AreaHome name={account.name} kind="client" returning={await isReturning(account)} />;
}
