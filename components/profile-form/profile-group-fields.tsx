"use client";

import type { FieldGroup } from "@/lib/profiles/profile-form";
import type { OwnProfile, TalentUser } from "@/lib/validation/profile";

import { SkillsFields } from "./skills-fields";
import { VisibilityFields } from "./visibility-fields";
import { WhatYouDoFields } from "./what-you-do-fields";
import { WhatYouWantFields } from "./what-you-want-fields";
import { WhereAndWhenFields } from "./where-and-when-fields";
import { WorkAndLinksFields } from "./work-and-links-fields";

export const fullName = (profile: Pick<OwnProfile, "first_name" | "last_name">) =>
  `${profile.first_name} ${profile.last_name}`.trim();

/** The fields of one group, the same in an onboarding step and in the editor's section. */
export function ProfileGroupFields({
  group,
  profile,
  onSaved,
  categoryHint,
}: {
  group: FieldGroup;
  profile: OwnProfile;
  onSaved: (user: TalentUser) => void;
  categoryHint: string;
}) {
  switch (group) {
    case "whatYouDo":
      return <WhatYouDoFields />;
    case "skills":
      return <SkillsFields categoryHint={categoryHint} />;
    case "whatYouWant":
      return <WhatYouWantFields categoryHint={categoryHint} />;
    case "whereAndWhen":
      return <WhereAndWhenFields />;
    case "workAndLinks":
      return <WorkAndLinksFields profile={profile} name={fullName(profile)} onSaved={onSaved} />;
    case "visibility":
      return <VisibilityFields />;
  }
}

/** The saved profile after an update (whose answer leaves out the name fields the own profile has). */
export const withUpdate = (profile: OwnProfile, user: TalentUser): OwnProfile => ({
  ...profile,
  ...user.profile,
  first_name: user.first_name,
  last_name: user.last_name,
});
