/** The careers page's copy; each open role is a Markdown file in content/careers. */
export const careersCopy = {
  title: "Careers at Hireloop",
  eyebrow: "Careers",
  heading: "Help remote teams hire people they can trust",
  description:
    "Work at Hireloop: a remote-first team of 24 across 11 countries building the marketplace for vetted remote developers, designers and marketers. See our open roles.",
  lead: "We are a remote-first team of 24 people in 11 countries. We vet talent, match them with companies and build the product both sides use every day, so we hire the way we ask our clients to hire.",
  valuesTitle: "How we work",
  values: [
    {
      title: "Written first",
      body: "Decisions, plans and handovers live in writing, so nobody needs to be awake at the same hour to know what is going on.",
    },
    {
      title: "Four hours of overlap, not eight",
      body: "Every team agrees a four-hour window for calls; the rest of the day is yours to place around your life.",
    },
    {
      title: "We use our own product",
      body: "Every Hireloop hire goes through the same vetting and the same pipeline our clients use. When it annoys us, we fix it.",
    },
    {
      title: "Paid fairly, wherever you live",
      body: "One salary band per role and level, published in each posting, not discounted by country.",
    },
  ],
  benefitsTitle: "What you get",
  benefits: [
    "A yearly salary in the published band, paid monthly in your currency",
    "28 days of paid leave plus your local public holidays",
    "A $1,500 home-office budget in your first year, $500 each year after",
    "$1,000 a year for courses, books and conferences",
    "A team meet-up once a year, travel and stay paid",
  ],
  rolesTitle: "Open roles",
  rolesLead:
    "Each role is remote. Send a short note and a CV or portfolio to the address below; a person answers within five working days.",
  noRoles: "No roles are open right now. We post new ones here first.",
  applyEmail: "careers@hireloop.example",
  apply: "Apply by email",
  posted: "Posted",
  readRole: "Read the full role",
} as const;
