import { AreaShell } from "@/components/auth/area-shell";

// /talent/… and /recruiter/…: bare, with the signed-in bar.
export default function AreaLayout({ children }: { children: React.ReactNode }) {
  return <AreaShell>{children}</AreaShell>;
}
