/** The two legal documents, as data so the pages stay small and the text stays reviewable. */
export type LegalTable = {
  head: readonly [string, string, string];
  rows: readonly (readonly [string, string, string])[];
};
export type LegalSection = {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
  table?: LegalTable;
};
export type LegalDocument = { title: string; summary: string; updated: string; sections: readonly LegalSection[] };

const contactEmail = "privacy@hireloop.example";
const legalEmail = "legal@hireloop.example";
const postalAddress = "Hireloop Ltd., 21 Harbour Street, Dublin D02 X285, Ireland";

export const termsAndConditions: LegalDocument = {
  title: "Terms and Conditions",
  summary:
    "These terms govern your use of the Hireloop website and marketplace, whether you hire talent as a client or recruiter, or apply for jobs as talent.",
  updated: "1 March 2023",
  sections: [
    {
      id: "who-we-are",
      heading: "1. Who we are",
      paragraphs: [
        `Hireloop ("we", "us") runs a remote-hiring marketplace that connects clients and recruiters with vetted remote software developers, UI/UX designers and digital marketers ("talent"). Our registered address is ${postalAddress}.`,
      ],
    },
    {
      id: "accounts",
      heading: "2. Your account",
      paragraphs: [
        "You need an account to apply for jobs or to recruit talent. You must give accurate information, keep your password secret and tell us straight away if you think someone else has used your account.",
        "You must be at least 18 years old. One person may hold one talent account; a client account may be used by the people its owner authorises.",
      ],
    },
    {
      id: "clients",
      heading: "3. Hiring talent (clients and recruiters)",
      paragraphs: [
        "Clients engage talent on hourly, project-based or full-time contracts through us. We send one invoice per month covering all engaged talent; invoices are due within 14 days.",
        "We handle payroll, taxes and compliance for the talent we place. You may scale a team up by asking us, and scale it down by sending one email to your talent partner; the engagement ends at the end of the current billing week.",
        "You agree not to hire talent introduced by us outside the marketplace for 12 months after the introduction without paying the conversion fee in your order form.",
      ],
    },
    {
      id: "talent",
      heading: "4. Applying as talent",
      paragraphs: [
        "Talent join for free. Vetting consists of a profile review, a skills assessment, a live interview and a paid trial project; we decide on admission at our discretion and give feedback at each step.",
        "Once matched, you work for the client under the contract type agreed, and we pay you monthly at the agreed rate, whatever the client's payment terms.",
      ],
    },
    {
      id: "acceptable-use",
      heading: "5. Acceptable use",
      paragraphs: ["When using the marketplace you must not:"],
      list: [
        "post false, misleading or discriminatory job offers or profiles;",
        "copy, scrape or resell listings or profiles;",
        "try to gain access to accounts or systems that are not yours, or disrupt the service;",
        "use the marketplace to send spam or unlawful content.",
      ],
    },
    {
      id: "content",
      heading: "6. Content and intellectual property",
      paragraphs: [
        "You keep the rights to what you upload (such as a CV or portfolio) and give us a licence to host and show it to the clients you apply to. Work created for a client belongs to that client once paid for, unless your contract says otherwise.",
      ],
    },
    {
      id: "liability",
      heading: "7. Liability",
      paragraphs: [
        "We provide the website with reasonable care but cannot promise it will always be available or error-free. Nothing in these terms limits liability that cannot be limited by law. Otherwise our total liability to a client is limited to the fees paid in the 12 months before the claim.",
      ],
    },
    {
      id: "ending",
      heading: "8. Ending your account",
      paragraphs: [
        "You may close your account at any time by writing to us. We may suspend or close accounts that break these terms, after telling you why where the law allows.",
      ],
    },
    {
      id: "changes-law",
      heading: "9. Changes and governing law",
      paragraphs: [
        "We may update these terms and will tell account holders by email at least 30 days before material changes take effect. These terms are governed by the laws of Ireland.",
        `Questions about these terms: ${legalEmail}, or by post to ${postalAddress}.`,
      ],
    },
  ],
};

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  summary:
    "This policy explains what personal data Hireloop keeps, why, for how long, what is stored in your browser when you sign in, and how to reach us.",
  updated: "1 March 2023",
  sections: [
    {
      id: "controller",
      heading: "1. Who is responsible",
      paragraphs: [
        `Hireloop Ltd., ${postalAddress}, is the controller of your personal data. Contact: ${contactEmail}.`,
      ],
    },
    {
      id: "data-we-keep",
      heading: "2. What data we keep",
      paragraphs: ["We keep only what we need to run the marketplace:"],
      list: [
        "Account data: first and last name, email address, account type (talent or client) and a one-way hash of your password (we never store the password itself).",
        "Talent profiles: skills, job interests, industries, experience, rates, location and files you upload such as a CV or portfolio.",
        "Client data: company name and the details given in the recruiter form, and the jobs you post.",
        "Sign-in records: hashed access tokens with their expiry date, so a stolen database cannot be used to sign in.",
        "Security records: request counts per IP address and account, used to slow down password guessing.",
      ],
    },
    {
      id: "why",
      heading: "3. Why we use it",
      paragraphs: [
        "To create and secure your account, to match talent with clients, to pay talent and invoice clients (performance of a contract), to prevent abuse (legitimate interest) and to meet tax and accounting duties (legal obligation). We do not sell personal data and we do not use advertising trackers.",
      ],
    },
    {
      id: "browser-storage",
      heading: "4. Cookies and browser storage",
      paragraphs: [
        "We use no advertising or analytics cookies. Signing in stores the following in your browser; they are strictly necessary and are removed when you log out:",
      ],
      table: {
        head: ["Name", "Where", "Purpose"],
        rows: [
          ["auth_token", "Local storage", "The talent's sign-in token, sent with talent requests."],
          ["authToken", "Local storage", "The client's sign-in token, sent with client requests."],
          [
            "manager_token",
            "Local storage",
            "A marketplace manager's sign-in token, kept apart from talent and client tokens.",
          ],
          ["user", "Local storage", "Your name, email and account id, to show who is signed in."],
          ["userType", "Local storage", "Whether you signed in as talent or client."],
          ["auth-storage", "Local storage", "The sign-in state of the current tab (user, token, signed in or not)."],
          ["sidebarExpanded", "Local storage", "Whether you prefer the dashboard sidebar expanded or collapsed."],
          [
            "next-auth.session-token",
            "Cookie (HTTP-only)",
            "The session of the sign-in provider; named __Secure-next-auth.session-token over HTTPS. Expires after 30 days.",
          ],
          [
            "next-auth.csrf-token",
            "Cookie (HTTP-only)",
            "Protects sign-in and sign-out forms against cross-site requests.",
          ],
          ["next-auth.callback-url", "Cookie", "The page to return to after signing in."],
        ],
      },
    },
    {
      id: "retention",
      heading: "5. How long we keep it",
      paragraphs: [
        "Account and profile data: while your account is open and for 12 months after it is closed. Invoices and payment records: 7 years, as tax law requires. Access tokens: 30 days. Security records: 24 hours.",
      ],
    },
    {
      id: "sharing",
      heading: "6. Who we share it with",
      paragraphs: [
        "Clients see the profiles of talent who apply to their jobs or whom we introduce. We use hosting, email and payment providers bound by data-processing agreements; when data leaves the European Economic Area, we rely on the European Commission's standard contractual clauses.",
      ],
    },
    {
      id: "rights",
      heading: "7. Your rights",
      paragraphs: [
        "You may ask for a copy of your data, correct it, delete it, restrict or object to its use, and take it elsewhere. You may also complain to the Irish Data Protection Commission or your local supervisory authority.",
      ],
    },
    {
      id: "contact",
      heading: "8. Contact",
      paragraphs: [`Email ${contactEmail} or write to ${postalAddress}. We answer within 30 days.`],
    },
  ],
};
