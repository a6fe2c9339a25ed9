import type { ClientReview, CompanyLogo, Stat, Step, TalentCard, Testimonial } from "./types";

export const hero = {
  eyebrow: "Top 3% of remote talent",
  title: "Hire vetted remote talent in 7 days or less",
  lead: "Software developers, UI/UX designers and digital marketers from the top 3% of applicants, on hourly, project-based or full-time contracts.",
  claims: ["Hire in 7 days or less", "Only the top 3% of talent", "Hourly, project-based or full-time contracts"],
} as const;

export const heroStats: readonly Stat[] = [
  { value: "7 days", label: "or less to hire" },
  { value: "Top 3%", label: "of applicants accepted" },
  { value: "2-3 days", label: "for talent to join" },
];

const logo = (name: string, file: string, width: number): CompanyLogo => ({
  name,
  src: `/logos/${file}.svg`,
  width,
  height: 40,
});

export const companyLogos: readonly CompanyLogo[] = [
  logo("Northwind", "northwind", 168),
  logo("Lumina", "lumina", 140),
  logo("Quantix", "quantix", 150),
  logo("Bluepeak", "bluepeak", 160),
  logo("Orbitly", "orbitly", 140),
  logo("Fernway", "fernway", 156),
  logo("Helio Labs", "helio-labs", 172),
  logo("Kestrel", "kestrel", 146),
];

export const hiringSteps: readonly Step[] = [
  {
    title: "Tell us who you need",
    body: "Share the role, skills and budget. A talent partner confirms the brief with you the same day.",
  },
  {
    title: "Meet a vetted shortlist",
    body: "Interview hand-picked candidates from the top 3% and hire in 7 days or less.",
  },
  {
    title: "Talent joins in 2-3 days",
    body: "Your new team member starts within 2-3 days on an hourly, project-based or full-time contract.",
  },
  {
    title: "One invoice, zero admin",
    body: "One monthly invoice. Payroll, taxes and compliance are handled by us in every country.",
  },
];

export const scalingPoints: readonly Stat[] = [
  { value: "3 days", label: "to scale your team up" },
  { value: "1 email", label: "to scale it down" },
  { value: "1 invoice", label: "for your whole remote team" },
];

const talent = (
  name: string,
  post: string,
  file: string,
  skills: string[],
  location: string,
  salary: number,
): TalentCard => ({ name, post, img: `/talent/${file}.svg`, skills, location, salary });

export const sampleTalents: readonly TalentCard[] = [
  talent(
    "Amara Okafor",
    "Senior React Developer",
    "amara-okafor",
    ["React", "TypeScript", "Next.js"],
    "Lagos, Nigeria",
    65,
  ),
  talent(
    "Mateo Fernández",
    "Python Backend Engineer",
    "mateo-fernandez",
    ["Python", "Django", "PostgreSQL"],
    "Buenos Aires, Argentina",
    70,
  ),
  talent(
    "Priya Raman",
    "Product Designer",
    "priya-raman",
    ["Figma", "Design Systems", "Prototyping"],
    "Bengaluru, India",
    55,
  ),
  talent("Lukas Novak", "DevOps Engineer", "lukas-novak", ["AWS", "Kubernetes", "Terraform"], "Prague, Czechia", 90),
  talent(
    "Sofia Almeida",
    "UX Researcher",
    "sofia-almeida",
    ["User Interviews", "Usability Testing", "Journey Mapping"],
    "Lisbon, Portugal",
    50,
  ),
  talent("Daniel Kim", "Flutter Developer", "daniel-kim", ["Flutter", "Dart", "Firebase"], "Seoul, South Korea", 60),
  talent(
    "Hana Yilmaz",
    "SEO Specialist",
    "hana-yilmaz",
    ["Technical SEO", "Content Strategy", "Analytics"],
    "Istanbul, Türkiye",
    45,
  ),
  talent(
    "Kwame Mensah",
    "Full-Stack Java Developer",
    "kwame-mensah",
    ["Java", "Spring Boot", "Angular"],
    "Accra, Ghana",
    75,
  ),
];

export const clientReviews: readonly ClientReview[] = [
  {
    name: "Rachel Thompson",
    role: "CTO",
    company: "Northwind",
    review: "We had two senior React developers on the team in six days. Both are still with us a year later.",
  },
  {
    name: "Marcus Lee",
    role: "Head of Product",
    company: "Lumina",
    review: "The shortlist was so strong we hired three designers instead of one. One invoice, no paperwork.",
  },
  {
    name: "Elena Petrova",
    role: "Engineering Manager",
    company: "Quantix",
    review: "Scaling up for our launch took three days. Scaling back down afterwards took a single email.",
  },
  {
    name: "James Carter",
    role: "Founder",
    company: "Bluepeak",
    review: "Payroll and compliance across four countries used to take me a day a month. Now it takes none.",
  },
  {
    name: "Aisha Bello",
    role: "Marketing Director",
    company: "Orbitly",
    review: "Our SEO and PPC specialists doubled organic sign-ups in a quarter. The vetting really shows.",
  },
  {
    name: "Tom Schneider",
    role: "VP Engineering",
    company: "Fernway",
    review: "Hourly to full-time was a one-line change when we wanted to keep our DevOps engineer for good.",
  },
  {
    name: "Grace Nakamura",
    role: "COO",
    company: "Helio Labs",
    review: "Every candidate we met could have joined. That is not something I can say about any agency before.",
  },
];

export const talentTestimonials: readonly Testimonial[] = [
  {
    name: "Chinedu Eze",
    profession: "Backend Developer",
    location: "Enugu, Nigeria",
    testimonial:
      "I went from applying to working with a US fintech in nine days. Payments have arrived on time every month.",
  },
  {
    name: "Valentina Cruz",
    profession: "UI Designer",
    location: "Medellín, Colombia",
    testimonial:
      "The vetting was tough but fair, and the feedback made me a better designer even before I got matched.",
  },
  {
    name: "Arjun Mehta",
    profession: "Android Developer",
    location: "Pune, India",
    testimonial: "No more chasing invoices. I focus on building the app and Hireloop handles the rest.",
  },
  {
    name: "Olga Kowalska",
    profession: "Content Writer",
    location: "Kraków, Poland",
    testimonial: "I found a long-term client who values quality over word counts. That changed my career.",
  },
  {
    name: "Samuel Osei",
    profession: "DevOps Engineer",
    location: "Kumasi, Ghana",
    testimonial: "The paid trial project felt like real work, and the team I did it for ended up hiring me.",
  },
  {
    name: "Lucía Romero",
    profession: "UX Researcher",
    location: "Montevideo, Uruguay",
    testimonial: "I joined a product team in three days and ran my first user interviews that same week.",
  },
  {
    name: "Minh Tran",
    profession: "Flutter Developer",
    location: "Da Nang, Vietnam",
    testimonial: "Working remotely for a European start-up from home was a dream. Now it is my Monday.",
  },
  {
    name: "Fatima Zahra",
    profession: "Social Media Marketer",
    location: "Casablanca, Morocco",
    testimonial: "Clear contracts, fair rates and a talent partner who actually answers messages.",
  },
  {
    name: "Ivan Horvat",
    profession: "Java Developer",
    location: "Zagreb, Croatia",
    testimonial:
      "The interview was with a senior engineer who knew the stack deeply. It felt like a conversation, not a quiz.",
  },
  {
    name: "Nadia Rahman",
    profession: "Product Designer",
    location: "Dhaka, Bangladesh",
    testimonial: "I switched from project-based to full-time with the same client without any new paperwork.",
  },
  {
    name: "Diego Morales",
    profession: "PPC Specialist",
    location: "Guadalajara, Mexico",
    testimonial: "My rate went up by 40% compared with freelancing platforms, and I no longer bid for work.",
  },
  {
    name: "Ewa Nowak",
    profession: "iOS Developer",
    location: "Wrocław, Poland",
    testimonial: "Onboarding was smooth: contract, equipment and payment set-up were all ready before day one.",
  },
  {
    name: "Kofi Asante",
    profession: "Python Developer",
    location: "Accra, Ghana",
    testimonial:
      "Fresh out of university, I was nervous. The team coached me through the process and I got matched in a month.",
  },
  {
    name: "Ana Ribeiro",
    profession: "Video Marketer",
    location: "Porto, Portugal",
    testimonial: "I work with two great brands on flexible hours. Hireloop keeps everything organised.",
  },
  {
    name: "Yusuf Demir",
    profession: "PHP Developer",
    location: "Ankara, Türkiye",
    testimonial: "Reliable monthly pay in dollars made a real difference for my family.",
  },
  {
    name: "Mei Lin",
    profession: "Lead UI/UX Designer",
    location: "Taipei, Taiwan",
    testimonial: "I now lead a design team of four across three time zones, all hired through Hireloop.",
  },
];

export const closingCta = {
  title: "Build your remote team this week",
  body: "Tell us who you need today and meet your first vetted candidates within 48 hours.",
} as const;
