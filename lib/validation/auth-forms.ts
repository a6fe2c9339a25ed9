import { z } from "zod";
import { COMPANY_SIZES, HIRING_CATEGORIES } from "@/lib/content/auth";

const text = (max: number, required: string) => z.string().trim().min(1, required).max(max, `Use at most ${max} characters`);
const optional = (schema: z.ZodType<string>) => z.union([z.literal(""), schema]).optional();

export const emailField = z.string().trim().min(1, "Enter your email").max(254, "Use at most 254 characters").pipe(z.email("Enter a valid email address"));

// 8 to 128 characters and no composition rules (OWASP ASVS); the server also refuses common passwords.
export const newPasswordField = z
  .string()
  .min(8, "Use at least 8 characters")
  .max(128, "Use at most 128 characters");

export const loginSchema = z.object({
  email: emailField,
  password: z.string().min(1, "Enter your password").max(128, "Use at most 128 characters"),
  kind: z.enum(["talent", "client"]),
});

export const talentSignupSchema = z.object({
  first_name: text(100, "Enter your first name"),
  last_name: text(100, "Enter your last name"),
  email: emailField,
  password: newPasswordField,
});

export const recruiterSignupSchema = talentSignupSchema.extend({
  company_name: text(200, "Enter your company name"),
  company_size: optional(z.enum(COMPANY_SIZES.map((size) => size.value) as [string, ...string[]], "Choose a company size")),
  phone: optional(z.string().trim().regex(/^\+?[0-9 ()-]{6,20}$/, "Enter a valid phone number")),
  website: optional(z.url({ protocol: /^https?$/, error: "Enter a full address, like https://example.com" }).max(2048)),
  hiring_for: optional(z.enum(HIRING_CATEGORIES.map((c) => String(c.id)) as [string, ...string[]], "Choose what you hire for")),
});

export type LoginValues = z.input<typeof loginSchema>;
export type TalentSignupValues = z.input<typeof talentSignupSchema>;
export type RecruiterSignupValues = z.input<typeof recruiterSignupSchema>;
