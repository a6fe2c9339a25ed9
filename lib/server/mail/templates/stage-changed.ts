import "server-only";

import type { ApplicationStage } from "@/lib/applications/stages";
import { REJECTION_REASON_LABELS, TALENT_STAGE_LABELS } from "@/lib/content/application-stages";
import { site } from "@/lib/content/site";

import type { MailContent } from "../layout";
import { siteLink } from "../urls";

export type StageChangedMail = {
  firstName: string;
  jobTitle: string;
  companyName: string;
  stage: ApplicationStage;
  /** Only for a rejection: the reason and the company's own words, if it wrote any. */
  rejection?: { reason: string | null; message: string | null };
};

// What each stage means to the talent, after "{company} …".
const STAGE_NEWS: Partial<Record<ApplicationStage, string>> = {
  applied: "has moved your application back to the start of its process.",
  screening: "is taking a closer look at your profile and application.",
  interview: "would like to interview you. Expect them to get in touch to arrange a time.",
  offer: "is preparing an offer for you.",
  hired: "has hired you. Congratulations!",
  rejected: "has decided not to move forward with your application this time.",
};

function rejectionLines(rejection: StageChangedMail["rejection"]): string[] {
  const reason =
    rejection?.reason && rejection.reason in REJECTION_REASON_LABELS
      ? REJECTION_REASON_LABELS[rejection.reason as keyof typeof REJECTION_REASON_LABELS]
      : null;
  return [
    ...(reason ? [`Their reason: ${reason}.`] : []),
    ...(rejection?.message ? [`Their message: “${rejection.message}”`] : []),
    "Thank you for applying. New jobs are posted every day.",
  ];
}

/** To a talent whose application the company moved to another stage. */
export function stageChangedMail(mail: StageChangedMail): MailContent {
  const where = `${mail.jobTitle} at ${mail.companyName}`;
  const subject =
    mail.stage === "rejected"
      ? `An update on your application for ${where}`
      : `Your application for ${where} moved to ${TALENT_STAGE_LABELS[mail.stage]}`;
  return {
    subject,
    greeting: `Hi ${mail.firstName},`,
    paragraphs: [
      `${mail.companyName} ${STAGE_NEWS[mail.stage] ?? `moved your application to ${TALENT_STAGE_LABELS[mail.stage]}.`}`,
      ...(mail.stage === "rejected" ? rejectionLines(mail.rejection) : []),
    ],
    action: { label: "See your applications", url: siteLink("/talent/applications") },
    footnote: `You get this email because you applied through ${site.name}.`,
  };
}
