// Generates the site's illustrations (talent portraits) as SVG files. Run: node scripts/generate-assets.mjs
// Deterministic: the same catalogue always gives the same files, so the output is committed.
import fs from "node:fs";

const talents = [
  {
    file: "amara-okafor",
    skin: "#8d5524",
    hair: "#1b1b1b",
    style: "puff",
    bg: ["#dbe7fe", "#93b4f9"],
    shirt: "#266ff1",
  },
  {
    file: "mateo-fernandez",
    skin: "#e0ac69",
    hair: "#3b2314",
    style: "short",
    bg: ["#fde7d9", "#f7b58f"],
    shirt: "#0f2557",
    beard: true,
  },
  {
    file: "priya-raman",
    skin: "#c68642",
    hair: "#120c0a",
    style: "long",
    bg: ["#e7e0fe", "#b7a4f7"],
    shirt: "#7c3aed",
  },
  {
    file: "lukas-novak",
    skin: "#f1c27d",
    hair: "#a0703b",
    style: "side",
    bg: ["#d9f3ec", "#86d7bf"],
    shirt: "#0f766e",
  },
  {
    file: "sofia-almeida",
    skin: "#f3cfa6",
    hair: "#5a3319",
    style: "bob",
    bg: ["#fde2ec", "#f5a3c0"],
    shirt: "#be185d",
  },
  {
    file: "daniel-kim",
    skin: "#f0c891",
    hair: "#0b0b0b",
    style: "short",
    bg: ["#e0f2fe", "#7dd3fc"],
    shirt: "#0369a1",
  },
  {
    file: "hana-yilmaz",
    skin: "#e8b98f",
    hair: "#2a1a12",
    style: "long",
    bg: ["#fef3c7", "#fcd34d"],
    shirt: "#b45309",
  },
  {
    file: "kwame-mensah",
    skin: "#6b3e1f",
    hair: "#111111",
    style: "buzz",
    bg: ["#e2e8f0", "#94a3b8"],
    shirt: "#1e293b",
    beard: true,
  },
];

const hairBack = {
  long: (c) =>
    `<path d="M62 96c0-40 22-62 58-62s58 22 58 62v74c0 8-8 12-16 10l-12-4V104H90v64l-12 4c-8 2-16-2-16-10z" fill="${c}"/>`,
  bob: (c) => `<path d="M66 100c0-38 20-60 54-60s54 22 54 60v40c0 8-6 12-14 10H80c-8 2-14-2-14-10z" fill="${c}"/>`,
  puff: (c) =>
    `<circle cx="120" cy="62" r="44" fill="${c}"/><circle cx="86" cy="82" r="26" fill="${c}"/><circle cx="154" cy="82" r="26" fill="${c}"/>`,
  short: () => "",
  side: () => "",
  buzz: () => "",
};

const hairFront = {
  long: (c) => `<path d="M76 92c6-26 22-38 44-38s40 12 46 38c-18-4-34-14-44-28-10 14-26 24-46 28z" fill="${c}"/>`,
  bob: (c) => `<path d="M74 96c2-28 20-44 46-44s44 16 46 44c-26 0-50-8-62-26-6 12-16 22-30 26z" fill="${c}"/>`,
  puff: (c) => `<path d="M80 88c6-20 20-30 40-30s34 10 40 30c-14-6-28-8-40-8s-26 2-40 8z" fill="${c}"/>`,
  short: (c) =>
    `<path d="M78 94c-2-30 16-46 42-46s44 16 42 46c-6-10-14-18-22-20-14 6-36 8-52 4-4 4-8 10-10 16z" fill="${c}"/>`,
  side: (c) => `<path d="M78 96c-4-32 16-50 44-50 26 0 42 16 40 42-18-2-38-10-50-24-8 14-20 26-34 32z" fill="${c}"/>`,
  buzz: (c) =>
    `<path d="M80 90c2-24 18-38 40-38s38 14 40 38c-10-8-24-12-40-12s-30 4-40 12z" fill="${c}" opacity=".9"/>`,
};

function portrait({ skin, hair, style, bg, shirt, beard }) {
  const shade = "rgba(0,0,0,.12)";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg[0]}"/><stop offset="1" stop-color="${bg[1]}"/></linearGradient></defs>
<rect width="240" height="240" fill="url(#bg)"/>
<circle cx="196" cy="44" r="56" fill="#fff" opacity=".25"/>
${hairBack[style](hair)}
<path d="M34 240c4-44 38-70 86-70s82 26 86 70z" fill="${shirt}"/>
<path d="M96 172c6 14 14 20 24 20s18-6 24-20" fill="none" stroke="#fff" stroke-width="4" opacity=".35"/>
<path d="M104 150h32v28c0 10-32 10-32 0z" fill="${skin}"/>
<path d="M104 160c10 6 22 6 32 0v-8h-32z" fill="${shade}"/>
<ellipse cx="76" cy="112" rx="9" ry="13" fill="${skin}"/><ellipse cx="164" cy="112" rx="9" ry="13" fill="${skin}"/>
<path d="M78 102c0-30 18-48 42-48s42 18 42 48c0 34-18 58-42 58s-42-24-42-58z" fill="${skin}"/>
${beard ? `<path d="M82 122c4 24 18 38 38 38s34-14 38-38c-6 8-14 10-22 10-6-4-26-4-32 0-8 0-16-2-22-10z" fill="${hair}" opacity=".85"/>` : ""}
<ellipse cx="104" cy="110" rx="4.5" ry="5.5" fill="#1f1a17"/><ellipse cx="136" cy="110" rx="4.5" ry="5.5" fill="#1f1a17"/>
<path d="M96 98q8-5 16 0M128 98q8-5 16 0" stroke="${hair}" stroke-width="3.5" fill="none" stroke-linecap="round"/>
<path d="M120 114v12l-5 3" stroke="${shade}" stroke-width="3" fill="none" stroke-linecap="round"/>
<path d="M108 138q12 9 24 0" stroke="#7a2e2e" stroke-width="3.5" fill="none" stroke-linecap="round"/>
${hairFront[style](hair)}
</svg>
`;
}

for (const talent of talents) {
  fs.writeFileSync(`public/talent/${talent.file}.svg`, portrait(talent));
}
console.log(`wrote ${talents.length} portraits to public/talent/`);
