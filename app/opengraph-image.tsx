import { ImageResponse } from "next/og";

import { hero } from "@/lib/content/home";
import { site } from "@/lib/content/site";

export const alt = `${site.name}: ${site.tagline}`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export default function OpengraphImage() {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 72,
        background: "linear-gradient(135deg, #266FF1 0%, #0f2557 100%)",
        color: "white",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20, fontSize: 44, fontWeight: 700 }}>
        <div
          style={{
            width: 64,
            height: 64,
            borderRadius: 18,
            background: "white",
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            color: "#266FF1",
            fontSize: 40,
          }}
        >
          ∞
        </div>
        {site.name}
      </div>
      <div style={{ display: "flex", fontSize: 68, fontWeight: 800, lineHeight: 1.1, maxWidth: 960 }}>{hero.title}</div>
      <div style={{ display: "flex", flexWrap: "wrap", gap: 16, fontSize: 26 }}>
        {hero.claims.map((claim) => (
          <div
            key={claim}
            style={{ display: "flex", padding: "10px 24px", borderRadius: 999, background: "rgba(255,255,255,0.15)" }}
          >
            {claim}
          </div>
        ))}
      </div>
    </div>,
    size,
  );
}
