/** Where generated demo talent live: a real city, its country and IANA time zone, and local names. */
export type Place = {
  city: string;
  country: string;
  timezone: string;
  firstNames: readonly string[];
  lastNames: readonly string[];
};

export const PLACES: readonly Place[] = [
  {
    city: "Nairobi",
    country: "KE",
    timezone: "Africa/Nairobi",
    firstNames: ["Wanjiru", "Otieno", "Achieng", "Kamau"],
    lastNames: ["Mwangi", "Odhiambo", "Njoroge", "Wambui"],
  },
  {
    city: "Cairo",
    country: "EG",
    timezone: "Africa/Cairo",
    firstNames: ["Youssef", "Nour", "Omar", "Salma"],
    lastNames: ["Hassan", "Mahmoud", "Farouk", "Saleh"],
  },
  {
    city: "Cape Town",
    country: "ZA",
    timezone: "Africa/Johannesburg",
    firstNames: ["Thandi", "Pieter", "Lerato", "Sipho"],
    lastNames: ["Nkosi", "van der Merwe", "Dlamini", "Botha"],
  },
  {
    city: "Kraków",
    country: "PL",
    timezone: "Europe/Warsaw",
    firstNames: ["Zofia", "Jakub", "Maja", "Kacper"],
    lastNames: ["Nowak", "Kowalczyk", "Wiśniewska", "Zieliński"],
  },
  {
    city: "Kyiv",
    country: "UA",
    timezone: "Europe/Kyiv",
    firstNames: ["Oksana", "Dmytro", "Iryna", "Taras"],
    lastNames: ["Shevchenko", "Bondarenko", "Kovalenko", "Tkachenko"],
  },
  {
    city: "Bucharest",
    country: "RO",
    timezone: "Europe/Bucharest",
    firstNames: ["Ioana", "Andrei", "Elena", "Mihai"],
    lastNames: ["Popescu", "Ionescu", "Dumitru", "Stan"],
  },
  {
    city: "Berlin",
    country: "DE",
    timezone: "Europe/Berlin",
    firstNames: ["Lena", "Jonas", "Mia", "Felix"],
    lastNames: ["Schmidt", "Becker", "Hoffmann", "Wagner"],
  },
  {
    city: "Madrid",
    country: "ES",
    timezone: "Europe/Madrid",
    firstNames: ["Lucía", "Javier", "Carmen", "Pablo"],
    lastNames: ["García", "Martín", "Ruiz", "Navarro"],
  },
  {
    city: "Belgrade",
    country: "RS",
    timezone: "Europe/Belgrade",
    firstNames: ["Milica", "Nikola", "Jelena", "Stefan"],
    lastNames: ["Petrović", "Jovanović", "Nikolić", "Marković"],
  },
  {
    city: "São Paulo",
    country: "BR",
    timezone: "America/Sao_Paulo",
    firstNames: ["Beatriz", "Rafael", "Larissa", "Thiago"],
    lastNames: ["Silva", "Santos", "Oliveira", "Costa"],
  },
  {
    city: "Bogotá",
    country: "CO",
    timezone: "America/Bogota",
    firstNames: ["Valentina", "Santiago", "Camila", "Andrés"],
    lastNames: ["Rodríguez", "Gómez", "Restrepo", "Vargas"],
  },
  {
    city: "Mexico City",
    country: "MX",
    timezone: "America/Mexico_City",
    firstNames: ["Ximena", "Diego", "Fernanda", "Emiliano"],
    lastNames: ["Hernández", "López", "Ramírez", "Cruz"],
  },
  {
    city: "Santiago",
    country: "CL",
    timezone: "America/Santiago",
    firstNames: ["Catalina", "Matías", "Josefa", "Benjamín"],
    lastNames: ["Muñoz", "Rojas", "Díaz", "Soto"],
  },
  {
    city: "Toronto",
    country: "CA",
    timezone: "America/Toronto",
    firstNames: ["Olivia", "Liam", "Chloé", "Ethan"],
    lastNames: ["Tremblay", "Wilson", "Singh", "MacDonald"],
  },
  {
    city: "Manila",
    country: "PH",
    timezone: "Asia/Manila",
    firstNames: ["Andrea", "Paolo", "Bea", "Miguel"],
    lastNames: ["Santos", "Reyes", "Bautista", "Villanueva"],
  },
  {
    city: "Ho Chi Minh City",
    country: "VN",
    timezone: "Asia/Ho_Chi_Minh",
    firstNames: ["Linh", "Minh", "Thảo", "Huy"],
    lastNames: ["Nguyen", "Tran", "Le", "Pham"],
  },
  {
    city: "Jakarta",
    country: "ID",
    timezone: "Asia/Jakarta",
    firstNames: ["Putri", "Budi", "Ayu", "Rizky"],
    lastNames: ["Wijaya", "Santoso", "Pratama", "Kusuma"],
  },
  {
    city: "Karachi",
    country: "PK",
    timezone: "Asia/Karachi",
    firstNames: ["Ayesha", "Hamza", "Fatima", "Bilal"],
    lastNames: ["Khan", "Qureshi", "Siddiqui", "Malik"],
  },
  {
    city: "Dhaka",
    country: "BD",
    timezone: "Asia/Dhaka",
    firstNames: ["Nusrat", "Tanvir", "Farhana", "Arif"],
    lastNames: ["Rahman", "Hossain", "Chowdhury", "Islam"],
  },
  {
    city: "Tbilisi",
    country: "GE",
    timezone: "Asia/Tbilisi",
    firstNames: ["Nino", "Giorgi", "Mariam", "Luka"],
    lastNames: ["Beridze", "Kapanadze", "Gelashvili", "Lomidze"],
  },
  {
    city: "Auckland",
    country: "NZ",
    timezone: "Pacific/Auckland",
    firstNames: ["Aroha", "Nikau", "Charlotte", "Oliver"],
    lastNames: ["Ngata", "Walker", "Parata", "Thompson"],
  },
  {
    city: "Tokyo",
    country: "JP",
    timezone: "Asia/Tokyo",
    firstNames: ["Yui", "Haruto", "Sakura", "Ren"],
    lastNames: ["Sato", "Suzuki", "Takahashi", "Tanaka"],
  },
];

/** Working hours as a talent chooses them: office hours, or shifted to overlap with clients far away. */
export const WORK_HOURS: readonly { start: string; end: string }[] = [
  { start: "09:00", end: "17:00" },
  { start: "08:00", end: "16:00" },
  { start: "10:00", end: "18:00" },
  { start: "12:00", end: "20:00" },
  { start: "14:00", end: "22:00" },
  { start: "16:00", end: "00:00" },
  { start: "18:00", end: "02:00" },
  { start: "22:00", end: "06:00" },
];
