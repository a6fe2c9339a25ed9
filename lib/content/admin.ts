/** The manager console's words: sign-in, first-manager setup and the shell. */
export const ADMIN_COPY = {
  login: {
    title: "Manager console",
    lead: "Sign in with your manager account to vet talent, review jobs and look after accounts.",
    submit: "Log in",
    sending: "Logging in…",
    failed: "Login failed",
    noManagerTitle: "No manager yet?",
    noManager:
      "When the marketplace has no manager, the server prints a single-use setup link in its log at start (a line beginning with [setup]). Open it to create the first manager.",
    invited: "Managers join by an invitation link from another manager.",
  },
  setup: {
    title: "Create the first manager",
    lead: "This single-use link makes the first manager of the marketplace. Further managers join by invitation from the console.",
    submit: "Create manager account",
    sending: "Creating…",
    failed: "The manager account could not be created.",
    goneTitle: "This setup link cannot be used",
    toLogin: "Go to the manager sign-in",
  },
  menu: { logout: "Log out" },
  labels: { firstName: "First name", lastName: "Last name", email: "Email", password: "Password" },
} as const;
