import { getSkillsOfCategory } from "@/lib/server/catalog/handlers";
import { methodNotAllowed } from "@/lib/server/http/api-handler";

export const GET = getSkillsOfCategory;

const notAllowed = methodNotAllowed(["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
