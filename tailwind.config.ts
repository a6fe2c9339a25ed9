import type { Config } from "tailwindcss";

const config: Config = {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}", "./lib/content/**/*.ts"],
  theme: {
    extend: {
      colors: {
        brand: {
          50: "#eef4ff",
          100: "#dbe7fe",
          500: "#266ff1",
          600: "#1d5bd6",
          700: "#1a4aab",
          900: "#0f2557",
        },
        ink: { DEFAULT: "#0b1220", muted: "#4b5565" },
      },
      fontFamily: {
        sans: ["var(--font-geist-sans)", "system-ui", "sans-serif"],
      },
    },
  },
};

export default config;
