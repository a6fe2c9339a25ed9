import { InviteToApply } from "@/components/invitations/invite-to-apply";
import { Container } from "@/components/ui/container";
import { INVITE_COPY } from "@/lib/content/invitations";

/** Shown to a signed-in recruiter on a vetted talent's profile: the way to invite them to one of their jobs. */
export function RecruiterBar({
  talentId,
  firstName,
  fullName,
}: {
  talentId: number;
  firstName: string;
  fullName: string;
}) {
  return (
    <div className="border-b border-brand-100 bg-brand-50">
      <Container className="flex flex-wrap items-center justify-between gap-3 py-3">
        <p className="text-sm font-medium text-brand-900">{INVITE_COPY.profileLead(firstName)}</p>
        <InviteToApply talentId={talentId} talentName={fullName} />
      </Container>
    </div>
  );
}
