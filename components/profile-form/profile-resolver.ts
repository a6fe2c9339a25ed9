import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";

import type { ProfileUpdate } from "@/lib/api/profile";
import { groupSchema, type FieldGroup, type ProfileFormValues } from "@/lib/profiles/profile-form";
import type { z } from "@/lib/validation/zod";

/** react-hook-form's resolver for some groups of fields: checked by the API's rules, handed over as the API reads them. */
export function profileResolver(groups: readonly FieldGroup[]): Resolver<ProfileFormValues, unknown, ProfileUpdate> {
  // The API's field schemas take any input (they preprocess form text), the form's values among them.
  const schema: z.ZodType<ProfileUpdate, unknown> = groupSchema(groups);
  return zodResolver(schema as z.ZodType<ProfileUpdate, ProfileFormValues>);
}
