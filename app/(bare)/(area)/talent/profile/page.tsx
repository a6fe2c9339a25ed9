import { createMetadata } from "@/lib/seo/metadata";
import { requireAreaSession } from "@/lib/server/auth/area-session";
import { profileEditorData } from "@/lib/server/profiles/editor-data";

import { ProfileEditor } from "./_components/profile-editor";

export const metadata = createMetadata({
  title: "Your profile",
  description: "Edit the profile recruiters see.",
  path: "/talent/profile",
  noIndex: true,
});

export default async function ProfileEditorPage() {
  const account = await requireAreaSession("talent", "/talent/profile");
  const { profile, catalogues } = await profileEditorData(account);
  return <ProfileEditor profile={profile} catalogues={catalogues} />;
}
