import "server-only";

import { site } from "@/lib/content/site";

import type { MailContent } from "../layout";
import { siteLink } from "../urls";

export type VettingDecisionMail = { firstName: string } & (
  { decision: "vetted"; profilePath: string } | { decision: "declined"; reason: string; reapplyAfter: string }
);

const longDate = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

/** To a talent whose vetting ended: vetted, or declined with the reason and the reapply date. Never scores or notes. */
export function vettingDecisionMail(mail: VettingDecisionMail): MailContent {
  const footnote = `You get this email because you submitted your profile for vetting on ${site.name}.`;
  if (mail.decision === "vetted") {
    return {
      subject: `You are vetted on ${site.name}`,
      greeting: `Hi ${mail.firstName},`,
      paragraphs: [
        "Congratulations: you passed every stage of our vetting. Your profile now carries the Vetted badge, and recruiters see you first.",
        "Keep your profile and availability up to date so the right jobs find you.",
      ],
      action: { label: "See your profile", url: siteLink(mail.profilePath) },
      footnote,
    };
  }
  return {
    subject: `An update on your ${site.name} vetting`,
    greeting: `Hi ${mail.firstName},`,
    paragraphs: [
      "Thank you for going through our vetting. This time we are not able to vet your profile.",
      `Our reason: ${mail.reason}`,
      `You can improve your profile and submit it again from ${longDate(mail.reapplyAfter)}.`,
    ],
    action: { label: "See your vetting", url: siteLink("/talent") },
    footnote,
  };
}
