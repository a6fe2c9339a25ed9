import { operations as authPasswordForgot } from "@/app/api/auth/password/forgot/openapi";
import { operations as authPasswordReset } from "@/app/api/auth/password/reset/openapi";
import { operations as clientAccountDelete } from "@/app/api/client/account/delete/openapi";
import { operations as clientApplicationsIdNotes } from "@/app/api/client/applications/[id]/notes/openapi";
import { operations as clientApplicationsIdStage } from "@/app/api/client/applications/[id]/stage/openapi";
import { operations as clientCompany } from "@/app/api/client/company/openapi";
import { operations as clientCustomSkills } from "@/app/api/client/custom_skills/openapi";
import { operations as clientEmailChange } from "@/app/api/client/email/change/openapi";
import { operations as clientEmailConfirmChange } from "@/app/api/client/email/confirm-change/openapi";
import { operations as clientEmailResendVerification } from "@/app/api/client/email/resend-verification/openapi";
import { operations as clientEmailVerify } from "@/app/api/client/email/verify/openapi";
import { operations as clientInfo } from "@/app/api/client/info/openapi";
import { operations as clientInvitations } from "@/app/api/client/invitations/openapi";
import { operations as clientJobsIdApplications } from "@/app/api/client/jobs/[id]/applications/openapi";
import { operations as clientJobsId } from "@/app/api/client/jobs/[id]/openapi";
import { operations as clientJobs } from "@/app/api/client/jobs/openapi";
import { operations as clientLogin } from "@/app/api/client/login/openapi";
import { operations as clientLogoutAll } from "@/app/api/client/logout-all/openapi";
import { operations as clientLogout } from "@/app/api/client/logout/openapi";
import { operations as clientNotifications } from "@/app/api/client/notifications/openapi";
import { operations as clientPassword } from "@/app/api/client/password/openapi";
import { operations as clientRegister } from "@/app/api/client/register/openapi";
import { operations as clientShortlistsId } from "@/app/api/client/shortlists/[id]/openapi";
import { operations as clientShortlistsIdTalentTalentId } from "@/app/api/client/shortlists/[id]/talent/[talent_id]/openapi";
import { operations as clientShortlists } from "@/app/api/client/shortlists/openapi";
import { operations as clientSkillsId } from "@/app/api/client/skills/[id]/openapi";
import { operations as clientTalent } from "@/app/api/client/talent/openapi";
import { operations as filesId } from "@/app/api/files/[id]/openapi";
import { operations as jobsSlug } from "@/app/api/jobs/[slug]/openapi";
import { operations as jobsSlugReport } from "@/app/api/jobs/[slug]/report/openapi";
import { operations as jobs } from "@/app/api/jobs/openapi";
import { operations as manageAccountsKindIdEndSessions } from "@/app/api/manage/accounts/[kind]/[id]/end-sessions/openapi";
import { operations as manageAccountsKindIdReinstate } from "@/app/api/manage/accounts/[kind]/[id]/reinstate/openapi";
import { operations as manageAccountsKindIdSuspend } from "@/app/api/manage/accounts/[kind]/[id]/suspend/openapi";
import { operations as manageAccounts } from "@/app/api/manage/accounts/openapi";
import { operations as manageAudit } from "@/app/api/manage/audit/openapi";
import { operations as manageInfo } from "@/app/api/manage/info/openapi";
import { operations as manageInvitesAccept } from "@/app/api/manage/invites/accept/openapi";
import { operations as manageInvites } from "@/app/api/manage/invites/openapi";
import { operations as manageJobsIdClose } from "@/app/api/manage/jobs/[id]/close/openapi";
import { operations as manageJobsIdReview } from "@/app/api/manage/jobs/[id]/review/openapi";
import { operations as manageJobs } from "@/app/api/manage/jobs/openapi";
import { operations as manageLogin } from "@/app/api/manage/login/openapi";
import { operations as manageLogout } from "@/app/api/manage/logout/openapi";
import { operations as manageMailId } from "@/app/api/manage/mail/[id]/openapi";
import { operations as manageMailIdRetry } from "@/app/api/manage/mail/[id]/retry/openapi";
import { operations as manageMail } from "@/app/api/manage/mail/openapi";
import { operations as manageManagers } from "@/app/api/manage/managers/openapi";
import { operations as manageMetrics } from "@/app/api/manage/metrics/openapi";
import { operations as manageReportsIdResolve } from "@/app/api/manage/reports/[id]/resolve/openapi";
import { operations as manageReports } from "@/app/api/manage/reports/openapi";
import { operations as manageSetup } from "@/app/api/manage/setup/openapi";
import { operations as manageTalentIdVettingNotes } from "@/app/api/manage/talent/[id]/vetting/notes/openapi";
import { operations as manageTalentIdVetting } from "@/app/api/manage/talent/[id]/vetting/openapi";
import { operations as manageVetting } from "@/app/api/manage/vetting/openapi";
import { operations as profilesHandle } from "@/app/api/profiles/[handle]/openapi";
import { operations as talentAccountDelete } from "@/app/api/talent/account/delete/openapi";
import { operations as talentApplicationsIdWithdraw } from "@/app/api/talent/applications/[id]/withdraw/openapi";
import { operations as talentApplications } from "@/app/api/talent/applications/openapi";
import { operations as talentCustomSkills } from "@/app/api/talent/custom_skills/openapi";
import { operations as talentEmailChange } from "@/app/api/talent/email/change/openapi";
import { operations as talentEmailConfirmChange } from "@/app/api/talent/email/confirm-change/openapi";
import { operations as talentEmailResendVerification } from "@/app/api/talent/email/resend-verification/openapi";
import { operations as talentEmailVerify } from "@/app/api/talent/email/verify/openapi";
import { operations as talentIndustries } from "@/app/api/talent/industries/openapi";
import { operations as talentInfo } from "@/app/api/talent/info/openapi";
import { operations as talentInvitationsIdAccept } from "@/app/api/talent/invitations/[id]/accept/openapi";
import { operations as talentInvitationsIdDecline } from "@/app/api/talent/invitations/[id]/decline/openapi";
import { operations as talentInvitations } from "@/app/api/talent/invitations/openapi";
import { operations as talentJobInterestsId } from "@/app/api/talent/job-interests/[id]/openapi";
import { operations as talentLogin } from "@/app/api/talent/login/openapi";
import { operations as talentLogoutAll } from "@/app/api/talent/logout-all/openapi";
import { operations as talentLogout } from "@/app/api/talent/logout/openapi";
import { operations as talentNotifications } from "@/app/api/talent/notifications/openapi";
import { operations as talentPassword } from "@/app/api/talent/password/openapi";
import { operations as talentProfileUpdate } from "@/app/api/talent/profile_update/openapi";
import { operations as talentProfile } from "@/app/api/talent/profile/openapi";
import { operations as talentProfileResumeJson } from "@/app/api/talent/profile/resume.json/openapi";
import { operations as talentRegister } from "@/app/api/talent/register/openapi";
import { operations as talentSavedJobsSlug } from "@/app/api/talent/saved-jobs/[slug]/openapi";
import { operations as talentSavedJobs } from "@/app/api/talent/saved-jobs/openapi";
import { operations as talentSavedSearchesId } from "@/app/api/talent/saved-searches/[id]/openapi";
import { operations as talentSavedSearches } from "@/app/api/talent/saved-searches/openapi";
import { operations as talentSkillsId } from "@/app/api/talent/skills/[id]/openapi";
import { operations as talentVetting } from "@/app/api/talent/vetting/openapi";
import { buildOpenApiDocument } from "@/lib/openapi/document";
import type { ApiOperation } from "@/lib/openapi/operation";

/**
 * Every documented call of the API, collected from the openapi.ts beside each route file (sorted by path).
 * A new route's openapi.ts is added here; tests/unit/openapi-contracts.test.ts fails until it is.
 */
export const API_OPERATIONS: ApiOperation[] = [
  ...authPasswordForgot,
  ...authPasswordReset,
  ...clientAccountDelete,
  ...clientApplicationsIdNotes,
  ...clientApplicationsIdStage,
  ...clientCompany,
  ...clientCustomSkills,
  ...clientEmailChange,
  ...clientEmailConfirmChange,
  ...clientEmailResendVerification,
  ...clientEmailVerify,
  ...clientInfo,
  ...clientInvitations,
  ...clientJobs,
  ...clientJobsId,
  ...clientJobsIdApplications,
  ...clientLogin,
  ...clientLogout,
  ...clientLogoutAll,
  ...clientNotifications,
  ...clientPassword,
  ...clientRegister,
  ...clientShortlists,
  ...clientShortlistsId,
  ...clientShortlistsIdTalentTalentId,
  ...clientSkillsId,
  ...clientTalent,
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
  ...manageJobs,
  ...manageJobsIdClose,
  ...manageJobsIdReview,
  ...manageLogin,
  ...manageLogout,
  ...manageMail,
  ...manageMailId,
  ...manageMailIdRetry,
  ...manageManagers,
  ...manageMetrics,
  ...manageReports,
  ...manageReportsIdResolve,
  ...manageSetup,
  ...manageTalentIdVetting,
  ...manageTalentIdVettingNotes,
  ...manageVetting,
  ...profilesHandle,
  ...talentAccountDelete,
  ...talentApplications,
  ...talentApplicationsIdWithdraw,
  ...talentCustomSkills,
  ...talentEmailChange,
  ...talentEmailConfirmChange,
  ...talentEmailResendVerification,
  ...talentEmailVerify,
  ...talentIndustries,
  ...talentInfo,
  ...talentInvitations,
  ...talentInvitationsIdAccept,
  ...talentInvitationsIdDecline,
  ...talentJobInterestsId,
  ...talentLogin,
  ...talentLogout,
  ...talentLogoutAll,
  ...talentNotifications,
  ...talentPassword,
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
