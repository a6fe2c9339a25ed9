/** Shapes of the marketing catalogue: the sample talent card and the testimonial, with their fixed field names. */
export type TalentCard = {
  name: string;
  post: string;
  img: string;
  skills: readonly string[];
  location: string;
  /** US dollars per hour. */
  salary: number;
};

export type Testimonial = { name: string; profession: string; location: string; testimonial: string };

export type ClientReview = { name: string; role: string; company: string; review: string };

export type CompanyLogo = { name: string; src: string; width: number; height: number };

export type Faq = { question: string; answer: string };

export type Step = { title: string; body: string };

export type Stat = { value: string; label: string };
