import { buildOpenApiDocument } from "@/lib/openapi/document";
import type { ApiOperation } from "@/lib/openapi/operation";

import { operations as authPasswordForgot } from "../auth/password/forgot/openapi";
import { operations as authPasswordReset } from "../auth/password/reset/openapi";
import { operations as clientAccountDelete } from "../client/account/delete/openapi";
import { operations as clientApplicationsIdInterviewSlots } from "../client/applications/[id]/interview-slots/openapi";
import { operations as clientApplicationsIdInterviews } from "../client/applications/[id]/interviews/openapi";
import { operations as clientApplicationsIdMessages } from "../client/applications/[id]/messages/openapi";
import { operations as clientApplicationsIdMessagesRead } from "../client/applications/[id]/messages/read/openapi";
import { operations as clientApplicationsIdNotes } from "../client/applications/[id]/notes/openapi";
import { operations as clientApplicationsIdOffers } from "../client/applications/[id]/offers/openapi";
import { operations as clientApplicationsIdStage } from "../client/applications/[id]/stage/openapi";
import { operations as clientBillingProfile } from "../client/billing-profile/openapi";
import { operations as clientCompany } from "../client/company/openapi";
import { operations as clientConversations } from "../client/conversations/openapi";
import { operations as clientConversationsUnread } from "../client/conversations/unread/openapi";
import { operations as clientCustomSkills } from "../client/custom_skills/openapi";
import { operations as clientEmailChange } from "../client/email/change/openapi";
import { operations as clientEmailConfirmChange } from "../client/email/confirm-change/openapi";
import { operations as clientEmailResendVerification } from "../client/email/resend-verification/openapi";
import { operations as clientEmailVerify } from "../client/email/verify/openapi";
import { operations as clientEngagementsIdEnd } from "../client/engagements/[id]/end/openapi";
import { operations as clientEngagementsId } from "../client/engagements/[id]/openapi";
import { operations as clientEngagementsIdReview } from "../client/engagements/[id]/review/openapi";
import { operations as clientEngagementsIdReviews } from "../client/engagements/[id]/reviews/openapi";
import { operations as clientEngagements } from "../client/engagements/openapi";
import { operations as clientEvents } from "../client/events/openapi";
import { operations as clientInfo } from "../client/info/openapi";
import { operations as clientInterviewsIdCancel } from "../client/interviews/[id]/cancel/openapi";
import { operations as clientInterviewsIdFeedback } from "../client/interviews/[id]/feedback/openapi";
import { operations as clientInterviewsIdInviteIcs } from "../client/interviews/[id]/invite.ics/openapi";
import { operations as clientInterviewsIdReschedule } from "../client/interviews/[id]/reschedule/openapi";
import { operations as clientInterviews } from "../client/interviews/openapi";
import { operations as clientInvitations } from "../client/invitations/openapi";
import { operations as clientInvoicesId } from "../client/invoices/[id]/openapi";
import { operations as clientInvoices } from "../client/invoices/openapi";
import { operations as clientJobsIdApplications } from "../client/jobs/[id]/applications/openapi";
import { operations as clientJobsId } from "../client/jobs/[id]/openapi";
import { operations as clientJobs } from "../client/jobs/openapi";
import { operations as clientLogin } from "../client/login/openapi";
import { operations as clientLogoutAll } from "../client/logout-all/openapi";
import { operations as clientLogout } from "../client/logout/openapi";
import { operations as clientMessagesIdReport } from "../client/messages/[id]/report/openapi";
import { operations as clientNotifications } from "../client/notifications/openapi";
import { operations as clientOffersIdWithdraw } from "../client/offers/[id]/withdraw/openapi";
import { operations as clientPassword } from "../client/password/openapi";
import { operations as clientRegister } from "../client/register/openapi";
import { operations as clientShortlistsId } from "../client/shortlists/[id]/openapi";
import { operations as clientShortlistsIdTalentTalentId } from "../client/shortlists/[id]/talent/[talent_id]/openapi";
import { operations as clientShortlists } from "../client/shortlists/openapi";
import { operations as clientSkillsId } from "../client/skills/[id]/openapi";
import { operations as clientTalent } from "../client/talent/openapi";
import { operations as engagementActionsToken } from "../engagement-actions/[token]/openapi";
import { operations as filesId } from "../files/[id]/openapi";
import { operations as jobsSlug } from "../jobs/[slug]/openapi";
import { operations as jobsSlugReport } from "../jobs/[slug]/report/openapi";
import { operations as jobs } from "../jobs/openapi";
import { operations as manageAccountsKindIdEndSessions } from "../manage/accounts/[kind]/[id]/end-sessions/openapi";
import { operations as manageAccountsKindIdReinstate } from "../manage/accounts/[kind]/[id]/reinstate/openapi";
import { operations as manageAccountsKindIdSuspend } from "../manage/accounts/[kind]/[id]/suspend/openapi";
import { operations as manageAccounts } from "../manage/accounts/openapi";
import { operations as manageAudit } from "../manage/audit/openapi";
import { operations as manageInfo } from "../manage/info/openapi";
import { operations as manageInvitesIdRevoke } from "../manage/invites/[id]/revoke/openapi";
import { operations as manageInvitesAccept } from "../manage/invites/accept/openapi";
import { operations as manageInvites } from "../manage/invites/openapi";
import { operations as manageInvoicesCsv } from "../manage/invoices.csv/openapi";
import { operations as manageInvoicesId } from "../manage/invoices/[id]/openapi";
import { operations as manageInvoicesIdPaid } from "../manage/invoices/[id]/paid/openapi";
import { operations as manageInvoicesIdVoid } from "../manage/invoices/[id]/void/openapi";
import { operations as manageInvoices } from "../manage/invoices/openapi";
import { operations as manageJobsIdClose } from "../manage/jobs/[id]/close/openapi";
import { operations as manageJobsIdReopen } from "../manage/jobs/[id]/reopen/openapi";
import { operations as manageJobsIdReview } from "../manage/jobs/[id]/review/openapi";
import { operations as manageJobs } from "../manage/jobs/openapi";
import { operations as manageLogin } from "../manage/login/openapi";
import { operations as manageLogout } from "../manage/logout/openapi";
import { operations as manageMailId } from "../manage/mail/[id]/openapi";
import { operations as manageMailIdRetry } from "../manage/mail/[id]/retry/openapi";
import { operations as manageMail } from "../manage/mail/openapi";
import { operations as manageManagersIdEndSessions } from "../manage/managers/[id]/end-sessions/openapi";
import { operations as manageManagersIdReinstate } from "../manage/managers/[id]/reinstate/openapi";
import { operations as manageManagersIdSuspend } from "../manage/managers/[id]/suspend/openapi";
import { operations as manageManagers } from "../manage/managers/openapi";
import { operations as manageMessageReportsIdResolve } from "../manage/message-reports/[id]/resolve/openapi";
import { operations as manageMessageReports } from "../manage/message-reports/openapi";
import { operations as manageMetrics } from "../manage/metrics/openapi";
import { operations as manageNotifications } from "../manage/notifications/openapi";
import { operations as managePayoutsCsv } from "../manage/payouts.csv/openapi";
import { operations as managePayoutsIdPaid } from "../manage/payouts/[id]/paid/openapi";
import { operations as managePayouts } from "../manage/payouts/openapi";
import { operations as manageReportsIdResolve } from "../manage/reports/[id]/resolve/openapi";
import { operations as manageReports } from "../manage/reports/openapi";
import { operations as manageReviewsIdHide } from "../manage/reviews/[id]/hide/openapi";
import { operations as manageRunsName } from "../manage/runs/[name]/openapi";
import { operations as manageRuns } from "../manage/runs/openapi";
import { operations as manageSetup } from "../manage/setup/openapi";
import { operations as manageTalentIdVettingNotes } from "../manage/talent/[id]/vetting/notes/openapi";
import { operations as manageTalentIdVetting } from "../manage/talent/[id]/vetting/openapi";
import { operations as manageVetting } from "../manage/vetting/openapi";
import { operations as profilesHandle } from "../profiles/[handle]/openapi";
import { operations as talentAccountDelete } from "../talent/account/delete/openapi";
import { operations as talentApplicationsIdMessages } from "../talent/applications/[id]/messages/openapi";
import { operations as talentApplicationsIdMessagesRead } from "../talent/applications/[id]/messages/read/openapi";
import { operations as talentApplicationsIdWithdraw } from "../talent/applications/[id]/withdraw/openapi";
import { operations as talentApplications } from "../talent/applications/openapi";
import { operations as talentConversations } from "../talent/conversations/openapi";
import { operations as talentConversationsUnread } from "../talent/conversations/unread/openapi";
import { operations as talentCustomSkills } from "../talent/custom_skills/openapi";
import { operations as talentEmailChange } from "../talent/email/change/openapi";
import { operations as talentEmailConfirmChange } from "../talent/email/confirm-change/openapi";
import { operations as talentEmailResendVerification } from "../talent/email/resend-verification/openapi";
import { operations as talentEmailVerify } from "../talent/email/verify/openapi";
import { operations as talentEngagementsIdEnd } from "../talent/engagements/[id]/end/openapi";
import { operations as talentEngagementsId } from "../talent/engagements/[id]/openapi";
import { operations as talentEngagementsIdReview } from "../talent/engagements/[id]/review/openapi";
import { operations as talentEngagementsIdReviews } from "../talent/engagements/[id]/reviews/openapi";
import { operations as talentEngagements } from "../talent/engagements/openapi";
import { operations as talentEvents } from "../talent/events/openapi";
import { operations as talentIndustries } from "../talent/industries/openapi";
import { operations as talentInfo } from "../talent/info/openapi";
import { operations as talentInterviewsIdBook } from "../talent/interviews/[id]/book/openapi";
import { operations as talentInterviewsIdCancel } from "../talent/interviews/[id]/cancel/openapi";
import { operations as talentInterviewsIdInviteIcs } from "../talent/interviews/[id]/invite.ics/openapi";
import { operations as talentInterviewsIdReschedule } from "../talent/interviews/[id]/reschedule/openapi";
import { operations as talentInterviews } from "../talent/interviews/openapi";
import { operations as talentInvitationsIdAccept } from "../talent/invitations/[id]/accept/openapi";
import { operations as talentInvitationsIdDecline } from "../talent/invitations/[id]/decline/openapi";
import { operations as talentInvitations } from "../talent/invitations/openapi";
import { operations as talentJobInterestsId } from "../talent/job-interests/[id]/openapi";
import { operations as talentLogin } from "../talent/login/openapi";
import { operations as talentLogoutAll } from "../talent/logout-all/openapi";
import { operations as talentLogout } from "../talent/logout/openapi";
import { operations as talentMessagesIdReport } from "../talent/messages/[id]/report/openapi";
import { operations as talentNotifications } from "../talent/notifications/openapi";
import { operations as talentOffersIdAccept } from "../talent/offers/[id]/accept/openapi";
import { operations as talentOffersIdDecline } from "../talent/offers/[id]/decline/openapi";
import { operations as talentOffers } from "../talent/offers/openapi";
import { operations as talentPassword } from "../talent/password/openapi";
import { operations as talentPayouts } from "../talent/payouts/openapi";
import { operations as talentProfileUpdate } from "../talent/profile_update/openapi";
import { operations as talentProfile } from "../talent/profile/openapi";
import { operations as talentProfileResumeJson } from "../talent/profile/resume.json/openapi";
import { operations as talentRegister } from "../talent/register/openapi";
import { operations as talentSavedJobsSlug } from "../talent/saved-jobs/[slug]/openapi";
import { operations as talentSavedJobs } from "../talent/saved-jobs/openapi";
import { operations as talentSavedSearchesId } from "../talent/saved-searches/[id]/openapi";
import { operations as talentSavedSearches } from "../talent/saved-searches/openapi";
import { operations as talentSkillsId } from "../talent/skills/[id]/openapi";
import { operations as talentVetting } from "../talent/vetting/openapi";

/**
 * Every documented call of the API, collected from the openapi.ts beside each route file (sorted by path).
 * A new route's openapi.ts is added here; tests/unit/openapi-contracts.test.ts fails until it is.
 */
export const API_OPERATIONS: ApiOperation[] = [
  ...authPasswordForgot,
  ...authPasswordReset,
  ...clientAccountDelete,
  ...clientApplicationsIdInterviewSlots,
  ...clientApplicationsIdInterviews,
  ...clientApplicationsIdMessages,
  ...clientApplicationsIdMessagesRead,
  ...clientApplicationsIdNotes,
  ...clientApplicationsIdOffers,
  ...clientApplicationsIdStage,
  ...clientBillingProfile,
  ...clientCompany,
  ...clientConversations,
  ...clientConversationsUnread,
  ...clientCustomSkills,
  ...clientEmailChange,
  ...clientEmailConfirmChange,
  ...clientEmailResendVerification,
  ...clientEmailVerify,
  ...clientEngagements,
  ...clientEngagementsId,
  ...clientEngagementsIdEnd,
  ...clientEngagementsIdReview,
  ...clientEngagementsIdReviews,
  ...clientEvents,
  ...clientInfo,
  ...clientInterviews,
  ...clientInterviewsIdCancel,
  ...clientInterviewsIdFeedback,
  ...clientInterviewsIdInviteIcs,
  ...clientInterviewsIdReschedule,
  ...clientInvitations,
  ...clientInvoices,
  ...clientInvoicesId,
  ...clientJobs,
  ...clientJobsId,
  ...clientJobsIdApplications,
  ...clientLogin,
  ...clientLogout,
  ...clientLogoutAll,
  ...clientMessagesIdReport,
  ...clientNotifications,
  ...clientOffersIdWithdraw,
  ...clientPassword,
  ...clientRegister,
  ...clientShortlists,
  ...clientShortlistsId,
  ...clientShortlistsIdTalentTalentId,
  ...clientSkillsId,
  ...clientTalent,
  ...engagementActionsToken,
  ...filesId,
  ...jobs,
  ...jobsSlug,
  ...jobsSlugReport,
  ...manageAccounts,
  ...manageAccountsKindIdEndSessions,
  ...manageAccountsKindIdReinstate,
  ...manageAccountsKindIdSuspend,
  ...manageAudit,
  ...manageInfo,
  ...manageInvites,
  ...manageInvitesAccept,
  ...manageInvitesIdRevoke,
  ...manageInvoices,
  ...manageInvoicesCsv,
  ...manageInvoicesId,
  ...manageInvoicesIdPaid,
  ...manageInvoicesIdVoid,
  ...manageJobs,
  ...manageJobsIdClose,
  ...manageJobsIdReopen,
  ...manageJobsIdReview,
  ...manageLogin,
  ...manageLogout,
  ...manageMail,
  ...manageMailId,
  ...manageMailIdRetry,
  ...manageManagers,
  ...manageManagersIdEndSessions,
  ...manageManagersIdReinstate,
  ...manageManagersIdSuspend,
  ...manageMessageReports,
  ...manageMessageReportsIdResolve,
  ...manageMetrics,
  ...manageNotifications,
  ...managePayouts,
  ...managePayoutsCsv,
  ...managePayoutsIdPaid,
  ...manageReports,
  ...manageReportsIdResolve,
  ...manageReviewsIdHide,
  ...manageRuns,
  ...manageRunsName,
  ...manageSetup,
  ...manageTalentIdVetting,
  ...manageTalentIdVettingNotes,
  ...manageVetting,
  ...profilesHandle,
  ...talentAccountDelete,
  ...talentApplications,
  ...talentApplicationsIdMessages,
  ...talentApplicationsIdMessagesRead,
  ...talentApplicationsIdWithdraw,
  ...talentConversations,
  ...talentConversationsUnread,
  ...talentCustomSkills,
  ...talentEmailChange,
  ...talentEmailConfirmChange,
  ...talentEmailResendVerification,
  ...talentEmailVerify,
  ...talentEngagements,
  ...talentEngagementsId,
  ...talentEngagementsIdEnd,
  ...talentEngagementsIdReview,
  ...talentEngagementsIdReviews,
  ...talentEvents,
  ...talentIndustries,
  ...talentInfo,
  ...talentInterviews,
  ...talentInterviewsIdBook,
  ...talentInterviewsIdCancel,
  ...talentInterviewsIdInviteIcs,
  ...talentInterviewsIdReschedule,
  ...talentInvitations,
  ...talentInvitationsIdAccept,
  ...talentInvitationsIdDecline,
  ...talentJobInterestsId,
  ...talentLogin,
  ...talentLogout,
  ...talentLogoutAll,
  ...talentMessagesIdReport,
  ...talentNotifications,
  ...talentOffers,
  ...talentOffersIdAccept,
  ...talentOffersIdDecline,
  ...talentPassword,
  ...talentPayouts,
  ...talentProfile,
  ...talentProfileResumeJson,
  ...talentProfileUpdate,
  ...talentRegister,
  ...talentSavedJobs,
  ...talentSavedJobsSlug,
  ...talentSavedSearches,
  ...talentSavedSearchesId,
  ...talentSkillsId,
  ...talentVetting,
];

let cached: ReturnType<typeof buildOpenApiDocument> | undefined;

/** The OpenAPI 3.1 document of every call in API_OPERATIONS, built once from their zod schemas. */
export function openApiDocument() {
  cached ??= buildOpenApiDocument(API_OPERATIONS);
  return cached;
}
