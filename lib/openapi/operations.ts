import { z } from "zod";

import {
  authResponseSchema,
  clientAuthResponseSchema,
  clientInfoResponseSchema,
  clientRegisterRequestSchema,
  loginRequestSchema,
  managerAuthResponseSchema,
  managerInfoResponseSchema,
  talentAuthResponseSchema,
  talentRegisterRequestSchema,
} from "@/lib/validation/accounts";
import {
  categoryIdParamSchema,
  customSkillsQuerySchema,
  industrySchema,
  jobInterestSchema,
  skillSchema,
} from "@/lib/validation/catalog";
import { jobSchema, jobsPageSchema, jobsQuerySchema } from "@/lib/validation/jobs";
import { jsonResumeSchema } from "@/lib/validation/json-resume";
import {
  fileIdParamSchema,
  handleParamSchema,
  ownProfileResponseSchema,
  profileUpdateRequestSchema,
  publicProfileResponseSchema,
  talentInfoResponseSchema,
  talentUserSchema,
} from "@/lib/validation/profile";

import { accountLinkOperations } from "./account-link-operations";
import { accountSecurityOperations } from "./account-security-operations";
import { directoryOperations } from "./directory-operations";
import { hiringOperations } from "./hiring-operations";
import { invitationOperations } from "./invitation-operations";
import { jobAlertOperations } from "./job-alert-operations";
import { jobReviewOperations } from "./job-review-operations";
import { manageAccountOperations } from "./manage-account-operations";
import { managerAccessOperations } from "./manager-access-operations";
import { managerLogOperations } from "./manager-log-operations";
import { notificationOperations } from "./notification-operations";
import { talentVettingOperations } from "./talent-vetting-operations";
import { vettingOperations } from "./vetting-operations";

type TokenKind = "talent" | "client" | "manager";

/** One call of the API, described with the same zod schemas its handler parses and answers with. */
export type ApiOperation = {
  method: "get" | "post" | "put" | "patch" | "delete";
  path: string;
  summary: string;
  tag: "Jobs" | "Catalogue" | "Talent" | "Client" | "Manager" | "Account";
  /** The bearer token's account kind (or kinds, any one of which will do), when the call takes one. */
  token?: TokenKind | TokenKind[];
  pathParams?: z.ZodObject;
  query?: z.ZodType;
  body?: { schema: z.ZodType; multipartOnly?: boolean; jsonOnly?: boolean };
  success: { status: 200 | 201 | 202 | 204; description: string; schema?: z.ZodType; binary?: string[] };
  /** Error statuses beyond 401 (API key) that the call can answer. */
  errors?: (400 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429)[];
  /** False for the one call that takes no API key (files shown by <img>, which cannot send headers). */
  apiKey?: false;
  /** The bearer token is needed only for some answers (a résumé, not an avatar). */
  tokenOptional?: boolean;
};

const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

const catalogue: ApiOperation[] = (["talent", "client"] as const).flatMap((kind) => [
  {
    method: "get",
    path: `/api/${kind}/skills/{id}`,
    summary: "Skills of a category",
    tag: "Catalogue",
    pathParams: categoryIdParamSchema,
    success: { status: 200, description: "The category's skills", schema: list(skillSchema) },
    errors: [404],
  },
  {
    method: "get",
    path: `/api/${kind}/custom_skills`,
    summary: "Search the skills catalogue",
    tag: "Catalogue",
    query: customSkillsQuerySchema,
    success: {
      status: 200,
      description: "Matching skills, names starting with the search first",
      schema: list(skillSchema),
    },
    errors: [422],
  },
]);

const accounts: ApiOperation[] = [
  ...(["talent", "client"] as const).flatMap((kind): ApiOperation[] => {
    const tag = kind === "talent" ? "Talent" : "Client";
    const auth = kind === "talent" ? talentAuthResponseSchema : clientAuthResponseSchema;
    // A talent's login answers the user with the profile (a new account has none to show yet).
    const loginAuth = kind === "talent" ? authResponseSchema(talentUserSchema) : clientAuthResponseSchema;
    return [
      {
        method: "post",
        path: `/api/${kind}/register`,
        summary: `Register a ${kind} account`,
        tag,
        body: { schema: kind === "talent" ? talentRegisterRequestSchema : clientRegisterRequestSchema },
        success: { status: 201, description: "The new account and its bearer token", schema: auth },
        errors: [400, 422, 429],
      },
      {
        method: "post",
        path: `/api/${kind}/login`,
        summary: `Log in as a ${kind}`,
        tag,
        body: { schema: loginRequestSchema },
        success: { status: 200, description: "The account and a new bearer token", schema: loginAuth },
        errors: [400, 403, 422, 429],
      },
      {
        method: "post",
        path: `/api/${kind}/logout`,
        summary: "Revoke the bearer token",
        tag,
        token: kind,
        success: { status: 204, description: "Logged out" },
      },
      {
        method: "get",
        path: `/api/${kind}/info`,
        summary: `The logged-in ${kind}`,
        tag,
        token: kind,
        success: {
          status: 200,
          description: "The account",
          schema: kind === "talent" ? talentInfoResponseSchema : clientInfoResponseSchema,
        },
      },
    ];
  }),
  {
    method: "post",
    path: "/api/talent/profile_update",
    summary: "Update the talent's profile (partial)",
    tag: "Talent",
    token: "talent",
    body: { schema: profileUpdateRequestSchema, multipartOnly: true },
    success: { status: 200, description: "The talent with the updated profile", schema: talentInfoResponseSchema },
    errors: [400, 413, 415, 422, 429],
  },
  {
    method: "get",
    path: "/api/talent/profile",
    summary: "The talent's own profile: every field the editor writes, the handle and completeness",
    tag: "Talent",
    token: "talent",
    success: { status: 200, description: "The profile", schema: ownProfileResponseSchema },
  },
  {
    method: "get",
    path: "/api/talent/profile/resume.json",
    summary: "The talent's profile as a JSON Resume 1.0 document (an attachment)",
    tag: "Talent",
    token: "talent",
    success: { status: 200, description: "The JSON Resume document", schema: jsonResumeSchema },
  },
  {
    method: "get",
    path: "/api/profiles/{handle}",
    summary:
      "A talent's profile as the caller may see it: public to anyone, recruiters to clients and managers, hidden to its owner only",
    tag: "Talent",
    token: ["talent", "client", "manager"],
    tokenOptional: true,
    pathParams: handleParamSchema,
    success: {
      status: 200,
      description: "The profile, without the email; resume_url only for clients, managers and the owner",
      schema: publicProfileResponseSchema,
    },
    errors: [404],
  },
  {
    method: "get",
    path: "/api/files/{id}",
    summary:
      "An uploaded file: an avatar (public) or a résumé (its owner's token, or a client's or manager's while the profile is not hidden)",
    tag: "Talent",
    apiKey: false,
    token: ["talent", "client", "manager"],
    tokenOptional: true,
    pathParams: fileIdParamSchema,
    success: {
      status: 200,
      description: "The file, with its detected type and a generated name",
      binary: ["image/png", "image/jpeg", "image/webp", "application/pdf"],
    },
    errors: [404],
  },
  {
    method: "post",
    path: "/api/manage/login",
    summary: "Log in as a manager",
    tag: "Manager",
    body: { schema: loginRequestSchema },
    success: { status: 200, description: "The manager and a new bearer token", schema: managerAuthResponseSchema },
    errors: [400, 422, 429],
  },
  {
    method: "post",
    path: "/api/manage/logout",
    summary: "Revoke the bearer token",
    tag: "Manager",
    token: "manager",
    success: { status: 204, description: "Logged out" },
  },
  {
    method: "get",
    path: "/api/manage/info",
    summary: "The logged-in manager",
    tag: "Manager",
    token: "manager",
    success: { status: 200, description: "The manager", schema: managerInfoResponseSchema },
  },
];

/** Every call of the marketplace API. Adding a call here documents it in /api/openapi.json. */
export const API_OPERATIONS: ApiOperation[] = [
  {
    method: "get",
    path: "/api/jobs",
    summary:
      "Open jobs, filtered, sorted and paged; 400 when only some of min_overlap_hours, timezone, work_start and work_end are sent",
    tag: "Jobs",
    query: jobsQuerySchema,
    success: { status: 200, description: "One page of jobs with the true total", schema: jobsPageSchema },
    errors: [400, 422],
  },
  {
    method: "get",
    path: "/api/jobs/{slug}",
    summary: "One open job; 410 once it is closed (or past its closing date), 404 for a draft or unknown slug",
    tag: "Jobs",
    pathParams: z.object({ slug: z.string() }),
    success: { status: 200, description: "The job", schema: z.object({ data: jobSchema }) },
    errors: [404, 410],
  },
  ...catalogue,
  {
    method: "get",
    path: "/api/talent/job-interests/{id}",
    summary: "Roles a talent of a category can want",
    tag: "Catalogue",
    pathParams: categoryIdParamSchema,
    success: { status: 200, description: "The category's job interests", schema: list(jobInterestSchema) },
    errors: [404],
  },
  {
    method: "get",
    path: "/api/talent/industries",
    summary: "Industries",
    tag: "Catalogue",
    success: { status: 200, description: "Every industry", schema: list(industrySchema) },
  },
  ...accounts,
  ...accountLinkOperations,
  ...accountSecurityOperations,
  ...notificationOperations,
  ...hiringOperations,
  ...managerAccessOperations,
  ...talentVettingOperations,
  ...vettingOperations,
  ...jobReviewOperations,
  ...invitationOperations,
  ...directoryOperations,
  ...manageAccountOperations,
  ...managerLogOperations,
  ...jobAlertOperations,
];
