/**
 * Illustrated portraits for generated demo talent, drawn like the home page's sample portraits
 * (public/talent/*.svg): a background, a shirt, a face, a hair style. `look` picks each part, so
 * the same talent always gets the same portrait. Static shapes only: no script, no external reference.
 */
const BACKGROUNDS = [
  ["#dbe7fe", "#93b4f9"],
  ["#d9f3ec", "#86d7bf"],
  ["#fde2ec", "#f5a3c0"],
  ["#fef3c7", "#fbbf24"],
  ["#ede9fe", "#a78bfa"],
  ["#e0f2fe", "#7dd3fc"],
  ["#fee2e2", "#fca5a5"],
] as const;
const SHIRTS = ["#266ff1", "#0f766e", "#be185d", "#7c3aed", "#b45309", "#334155", "#15803d", "#0369a1"];
const SKINS = ["#f3cfa6", "#f1c27d", "#e0ac69", "#c68642", "#8d5524", "#6b3e1d"];
const HAIRS = ["#1b1b1b", "#3b2314", "#5a3319", "#a0703b", "#8a8a8a", "#2b1a10"];

const HAIR_STYLES: readonly ((hair: string) => { back: string; front: string })[] = [
  (hair) => ({
    back: "",
    front: `<path d="M78 96c-4-32 16-50 44-50 26 0 42 16 40 42-18-2-38-10-50-24-8 14-20 26-34 32z" fill="${hair}"/>`,
  }),
  (hair) => ({
    back: `<path d="M66 100c0-38 20-60 54-60s54 22 54 60v40c0 8-6 12-14 10H80c-8 2-14-2-14-10z" fill="${hair}"/>`,
    front: `<path d="M74 96c2-28 20-44 46-44s44 16 46 44c-26 0-50-8-62-26-6 12-16 22-30 26z" fill="${hair}"/>`,
  }),
  (hair) => ({
    back: `<circle cx="120" cy="62" r="44" fill="${hair}"/><circle cx="86" cy="82" r="26" fill="${hair}"/><circle cx="154" cy="82" r="26" fill="${hair}"/>`,
    front: `<path d="M80 88c6-20 20-30 40-30s34 10 40 30c-14-6-26-8-40-8s-26 2-40 8z" fill="${hair}"/>`,
  }),
  (hair) => ({
    back: "",
    front: `<path d="M80 92c0-26 16-40 40-40s40 14 40 40c-10-10-24-14-40-14s-30 4-40 14z" fill="${hair}"/>`,
  }),
];

const at = <T>(items: readonly T[], index: number): T => items[index % items.length] as T;

export function demoAvatarSvg(look: number): string {
  const [from, to] = at(BACKGROUNDS, look);
  const skin = at(SKINS, look * 5 + 1);
  const hair = at(HAIRS, look * 3 + 2);
  const style = at(HAIR_STYLES, Math.floor(look / 2) + look)(hair);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="240" height="240" fill="url(#bg)"/>`,
    `<circle cx="196" cy="44" r="56" fill="#fff" opacity=".25"/>`,
    style.back,
    `<path d="M34 240c4-44 38-70 86-70s82 26 86 70z" fill="${at(SHIRTS, look * 7 + 3)}"/>`,
    `<path d="M96 172c6 14 14 20 24 20s18-6 24-20" fill="none" stroke="#fff" stroke-width="4" opacity=".35"/>`,
    `<path d="M104 150h32v28c0 10-32 10-32 0z" fill="${skin}"/>`,
    `<path d="M104 160c10 6 22 6 32 0v-8h-32z" fill="rgba(0,0,0,.12)"/>`,
    `<ellipse cx="76" cy="112" rx="9" ry="13" fill="${skin}"/><ellipse cx="164" cy="112" rx="9" ry="13" fill="${skin}"/>`,
    `<path d="M78 102c0-30 18-48 42-48s42 18 42 48c0 34-18 58-42 58s-42-24-42-58z" fill="${skin}"/>`,
    `<ellipse cx="104" cy="110" rx="4.5" ry="5.5" fill="#1f1a17"/><ellipse cx="136" cy="110" rx="4.5" ry="5.5" fill="#1f1a17"/>`,
    `<path d="M96 98q8-5 16 0M128 98q8-5 16 0" stroke="${hair}" stroke-width="3.5" fill="none" stroke-linecap="round"/>`,
    `<path d="M120 114v12l-5 3" stroke="rgba(0,0,0,.12)" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    `<path d="M108 138q12 9 24 0" stroke="#7a2e2e" stroke-width="3.5" fill="none" stroke-linecap="round"/>`,
    style.front,
    `</svg>`,
  ].join("\n");
}
