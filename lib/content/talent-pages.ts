import type { Faq, Stat, Step } from "./types";

export type TalentPageContent = {
  eyebrow: string;
  title: string;
  lead: string;
  stats: readonly Stat[];
  benefitsTitle: string;
  benefits: readonly Step[];
  vettingTitle: string;
  vettingSteps: readonly Step[];
  faqs: readonly Faq[];
  cta: { title: string; body: string };
};

const vettingSteps: readonly Step[] = [
  { title: "Profile review", body: "Tell us about your experience, your portfolio and the work you want next." },
  {
    title: "Skills assessment",
    body: "A practical test in your field: code, design or a marketing case, never trick questions.",
  },
  {
    title: "Live interview",
    body: "A conversation with a senior specialist about your work, your craft and how you collaborate.",
  },
  { title: "Paid trial project", body: "A short, paid piece of real work. Pass it and you join the top 3%." },
];

export const forTalentPage: TalentPageContent = {
  eyebrow: "For experienced talent",
  title: "Remote work with top companies, without the hustle",
  lead: "Join the top 3% of software developers, UI/UX designers and digital marketers. We find the clients, you do the work you love, and you get paid on time every month.",
  stats: [
    { value: "8.5", label: "NPS from our talent" },
    { value: "2-3 days", label: "from match to first day" },
    { value: "$45-$90", label: "typical hourly rates" },
  ],
  benefitsTitle: "Why talent choose Hireloop",
  benefits: [
    {
      title: "Long-term clients",
      body: "Hourly, project-based or full-time contracts with vetted companies, not one-off gigs.",
    },
    { title: "No bidding", body: "Your talent partner brings you matched roles; you never compete on price." },
    { title: "Paid on time", body: "Monthly payouts in your preferred currency, whatever the client's payment terms." },
    { title: "We handle the admin", body: "Contracts, invoicing, taxes and compliance are done for you." },
  ],
  vettingTitle: "How vetting works",
  vettingSteps,
  faqs: [
    {
      question: "Which roles do you hire for?",
      answer:
        "Software development (Angular, Python, React, PHP, Flutter, Java, iOS, Android, DevOps), UI/UX design and digital marketing roles.",
    },
    {
      question: "How long does vetting take?",
      answer: "Most applicants finish the four steps within one to two weeks, at their own pace.",
    },
    {
      question: "How fast will I start working?",
      answer: "Once a client chooses you, you join their team in 2-3 days.",
    },
    {
      question: "Can I keep my own clients?",
      answer:
        "Yes, on hourly and project-based contracts. Full-time contracts ask for your working hours to be exclusive.",
    },
    {
      question: "Is joining free?",
      answer: "Yes. Talent never pay to apply, to be vetted or to be matched.",
    },
  ],
  cta: { title: "Ready for your next remote role?", body: "Apply in ten minutes and hear back within a week." },
};

export const freshTalentPage: TalentPageContent = {
  eyebrow: "For fresh graduates",
  title: "Start your career with a remote role at a real company",
  lead: "Just graduated or finishing a bootcamp? Our fresh-talent track matches junior developers, designers and marketers with teams that mentor them, with the same fair pay and support as everyone else.",
  stats: [
    { value: "8.5", label: "NPS from our talent" },
    { value: "2-3 days", label: "from match to first day" },
    { value: "Top 3%", label: "the standard we coach you to" },
  ],
  benefitsTitle: "Built for your first role",
  benefits: [
    { title: "Mentoring teams", body: "We match you with clients who commit to a named mentor for your first months." },
    { title: "Feedback at every step", body: "Whatever the outcome, you get written feedback from each vetting step." },
    { title: "Fair, reliable pay", body: "Monthly payouts on time, with rates that grow with your skills." },
    { title: "A community", body: "Monthly events, code and design reviews, and peers who started where you are." },
  ],
  vettingTitle: "The fresh-talent vetting steps",
  vettingSteps,
  faqs: [
    {
      question: "Do I need work experience?",
      answer: "No. University, bootcamp or personal projects count. Show us what you have built.",
    },
    {
      question: "Is the assessment easier for graduates?",
      answer:
        "It is adapted to junior roles, and it focuses on fundamentals and how you learn rather than years of experience.",
    },
    {
      question: "How fast will I start working?",
      answer: "Once a client chooses you, you join their team in 2-3 days.",
    },
    {
      question: "What if I do not pass?",
      answer: "You receive feedback and a learning plan, and you can apply again after three months.",
    },
    {
      question: "Is joining free?",
      answer: "Yes. Talent never pay to apply, to be vetted or to be matched.",
    },
  ],
  cta: { title: "Your remote career starts here", body: "Apply in ten minutes. We will guide you through every step." },
};
