import { AreaGreeting } from "@/components/dashboard/area-greeting";
import { isReturning, requireAreaSession } from "@/lib/server/auth/area-session";
import { createMetadata } from "@/lib/seo/metadata";
import { HiringCard } from "./_components/hiring-card";

export const metadata = createMetadata({
  title: "Overview",
  description: "Your recruiter workspace.",
  path: "/recruiter",
  noIndex: true,
});

export default async function RecruiterOverviewPage() {
  const account = await requireAreaSession("client", "/recruiter");
  return (
    <div className="flex flex-col gap-6">
      <AreaGreeting name={account.name} kind="client" returning={await isReturning(account)} />
      <HiringCard />
    </div>
  );
}
