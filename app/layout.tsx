import type { Metadata, Viewport } from "next";
import { GeistSans } from "geist/font/sans";
import NextTopLoader from "nextjs-toploader";
import { AuthSync } from "@/components/auth/auth-sync";
import { progressBar, site } from "@/lib/content/site";
import { env } from "@/lib/server/env";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(env().SITE_URL),
  title: { default: `${site.name}: ${site.tagline}`, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
};

export const viewport: Viewport = { themeColor: progressBar.color };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={GeistSans.variable} data-scroll-behavior="smooth">
      <body className="min-h-screen bg-white font-sans text-ink antialiased">
        {/*
          The spec's "waiting time 400 ms" is the time the finished bar stays on screen while it fades out
          (nextjs-progressbar's stopDelayMs); in nextjs-toploader that is `speed`, which NProgress uses for
          both the final fill and the fade-out. NProgress finds its bar by [role="bar"], so that role stays;
          the bar only exists in the DOM while a navigation runs.
        */}
        <NextTopLoader
          color={progressBar.color}
          height={progressBar.height}
          speed={progressBar.waitingTimeMs}
          showSpinner={false}
        />
        <AuthSync />
        {children}
      </body>
    </html>
  );
}
