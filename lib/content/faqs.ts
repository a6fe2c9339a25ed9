import type { Faq } from "./types";

export const clientFaqs: readonly Faq[] = [
  {
    question: "How quickly can I hire through Hireloop?",
    answer:
      "Most clients hire in 7 days or less. We share a shortlist of vetted candidates within 48 hours, you interview the ones you like, and the talent you choose joins your team in 2-3 days.",
  },
  {
    question: "How do you vet talent?",
    answer:
      "Only the top 3% of applicants are accepted. Every candidate passes a profile and communication review, a technical or portfolio assessment, a live interview with a senior specialist and a paid trial project.",
  },
  {
    question: "What kinds of contracts can I choose?",
    answer:
      "Hourly, project-based or full-time contracts. You can switch between them as your needs change without re-hiring.",
  },
  {
    question: "Who handles payroll, taxes and compliance?",
    answer:
      "We do. You receive one invoice a month for your whole remote team; payroll, local taxes, contracts and compliance in every talent's country are handled by us.",
  },
  {
    question: "How do I scale my team up or down?",
    answer:
      "Scale up in 3 days: tell us the roles and we start matching the same day. Scaling down takes one email, with no long notice periods or termination fees.",
  },
];

export const talentFaqs: readonly Faq[] = [
  {
    question: "Who can apply?",
    answer:
      "Software developers, UI/UX designers and digital marketers who want long-term remote work with international companies. Experienced talent and fresh graduates are both welcome.",
  },
  {
    question: "What does the vetting process look like?",
    answer:
      "Four steps: a profile review, a skills assessment in your field, a live interview with a senior specialist, and a short paid trial project. Most applicants hear back within a week.",
  },
  {
    question: "How fast can I start working?",
    answer:
      "Once a client picks you, you join their team in 2-3 days. We handle the contract, onboarding paperwork and payment set-up for you.",
  },
  {
    question: "How and when am I paid?",
    answer:
      "You set an hourly rate with us and are paid every month in your preferred currency, on time, whatever the client's payment terms are.",
  },
  {
    question: "Does it cost anything to join?",
    answer: "No. Applying, vetting and matching are free for talent. Clients pay for the service.",
  },
];
