import type { User } from "@/lib/validation/accounts";

/** What a successful login or signup yields once its answer has been checked. */
export type AuthResult = { user: User; token: string };

export type Credentials = { email: string; password: string };

export type TalentSignup = { first_name: string; last_name: string; email: string; password: string };

export type RecruiterSignup = TalentSignup & {
  company_name: string;
  company_size?: string;
  phone?: string;
  website?: string;
  hiring_for?: number | string;
};
