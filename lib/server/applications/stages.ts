import "server-only";

// The table itself is pure and shared with the pipeline board's menus; the server checks every move against it.
export { canMoveApplication, isActiveStage } from "@/lib/applications/stage-moves";
