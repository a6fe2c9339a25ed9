import type { Metadata } from "next";
import { GeistSans } from "geist/font/sans";
import { AuthSync } from "@/components/auth/auth-sync";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Remote Talent Marketplace", template: "%s | Remote Talent Marketplace" },
  description: "Hire vetted remote software developers, UI/UX designers and digital marketers.",
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={GeistSans.variable}>
      <body className="min-h-screen bg-white font-sans text-ink antialiased">
        <AuthSync />
        {children}
      </body>
    </html>
  );
}
