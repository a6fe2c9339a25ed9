import { COUNTRIES, type CountryCode } from "@/lib/content/countries";

/**
 * The regions a job can hire from, each a fixed list of ISO 3166-1 alpha-2 codes from COUNTRIES. Regions may
 * share countries (Latin America lies within the Americas; Egypt and Türkiye count for the Middle East too).
 * Plain data, safe to import in the browser.
 */
export const REGION_IDS = ["europe", "americas", "latin_america", "africa", "middle_east", "asia_pacific"] as const;
export type RegionId = (typeof REGION_IDS)[number];

export const REGION_LABELS: Record<RegionId, string> = {
  europe: "Europe",
  americas: "Americas",
  latin_america: "Latin America",
  africa: "Africa",
  middle_east: "Middle East",
  asia_pacific: "Asia-Pacific",
};

const LATIN_AMERICA: CountryCode[] = [
  "AR", "BO", "BR", "CL", "CO", "CR", "CU", "DO", "EC", "GT", "HN", "HT", "MX", "NI", "PA", "PE", "PR", "PY",
  "SV", "UY", "VE",
];

export const REGION_COUNTRIES: Record<RegionId, readonly CountryCode[]> = {
  europe: [
    "AD", "AL", "AT", "AX", "BA", "BE", "BG", "BY", "CH", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FO", "FR",
    "GB", "GG", "GI", "GR", "HR", "HU", "IE", "IM", "IS", "IT", "JE", "LI", "LT", "LU", "LV", "MC", "MD", "ME",
    "MK", "MT", "NL", "NO", "PL", "PT", "RO", "RS", "SE", "SI", "SJ", "SK", "SM", "UA", "VA",
  ],
  americas: [
    ...LATIN_AMERICA,
    "AG", "AI", "AW", "BB", "BL", "BM", "BQ", "BS", "BZ", "CA", "CW", "DM", "FK", "GD", "GF", "GL", "GP", "GY",
    "JM", "KN", "KY", "LC", "MF", "MQ", "MS", "PM", "SR", "SX", "TC", "TT", "US", "VC", "VG", "VI",
  ],
  latin_america: LATIN_AMERICA,
  africa: [
    "AO", "BF", "BI", "BJ", "BW", "CD", "CF", "CG", "CI", "CM", "CV", "DJ", "DZ", "EG", "EH", "ER", "ET", "GA",
    "GH", "GM", "GN", "GQ", "GW", "KE", "KM", "LR", "LS", "LY", "MA", "MG", "ML", "MR", "MU", "MW", "MZ", "NA",
    "NE", "NG", "RE", "RW", "SC", "SD", "SH", "SL", "SN", "SO", "SS", "ST", "SZ", "TD", "TG", "TN", "TZ", "UG",
    "YT", "ZA", "ZM", "ZW",
  ],
  middle_east: ["AE", "BH", "EG", "IL", "IQ", "IR", "JO", "KW", "LB", "OM", "PS", "QA", "SA", "SY", "TR", "YE"],
  asia_pacific: [
    "AS", "AU", "BD", "BN", "BT", "CC", "CK", "CN", "CX", "FJ", "FM", "GU", "HK", "ID", "IN", "JP", "KG", "KH",
    "KI", "KR", "KZ", "LA", "LK", "MH", "MM", "MN", "MO", "MP", "MV", "MY", "NC", "NF", "NP", "NR", "NU", "NZ",
    "PF", "PG", "PH", "PK", "PN", "PW", "SB", "SG", "TH", "TJ", "TK", "TL", "TM", "TO", "TV", "TW", "UZ", "VN",
    "VU", "WF", "WS",
  ],
};

export const isRegionId = (value: string): value is RegionId => (REGION_IDS as readonly string[]).includes(value);

/** Every country a job hiring from these countries and regions takes, sorted and without repeats. */
export function expandHiresFrom(countries: readonly string[], regions: readonly RegionId[]): CountryCode[] {
  const all = new Set<CountryCode>();
  for (const code of countries) if (Object.hasOwn(COUNTRIES, code)) all.add(code as CountryCode);
  for (const region of regions) for (const code of REGION_COUNTRIES[region]) all.add(code);
  return [...all].sort();
}

/** "Europe, Brazil and Canada": the regions' labels then the countries' names, for a sentence. */
export function hiresFromLabel(countries: readonly string[], regions: readonly RegionId[]): string {
  const names = [
    ...regions.map((region) => REGION_LABELS[region]),
    ...countries.map((code) => COUNTRIES[code as CountryCode] ?? code),
  ];
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}
