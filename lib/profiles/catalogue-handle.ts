import type { TalentCard } from "@/lib/content/types";

import { slugify } from "./handle";
import { profilePath } from "./profile-path";

/**
 * The handle of a home-page sample talent: their name as the handle rule makes it ("Mateo Fernández" →
 * "mateo-fernandez"). The seed gives their accounts these handles, so the cards can link statically.
 */
export const catalogueHandle = (talent: Pick<TalentCard, "name">) => slugify(talent.name);

export const catalogueProfilePath = (talent: Pick<TalentCard, "name">) => profilePath(catalogueHandle(talent));
