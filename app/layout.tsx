import type { Metadata, Viewport } from "next";

import { AuthSync } from "@/components/auth/auth-sync";
import { RestoredPageGuard } from "@/components/auth/restored-page-guard";
import { TopLoader } from "@/components/top-loader";
import { progressBar, site } from "@/lib/content/site";
import { siteUrl } from "@/lib/server/env";

import { geistSans } from "./fonts";

import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: `${site.name}: ${site.tagline}`, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
};

export const viewport: Viewport = { themeColor: progressBar.color };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={geistSans.variable} data-scroll-behavior="smooth">
      <body className="min-h-screen bg-white font-sans text-ink antialiased">
        <TopLoader />
        <AuthSync />
        <RestoredPageGuard />
        {children}
      </body>
    </html>
  );
}
