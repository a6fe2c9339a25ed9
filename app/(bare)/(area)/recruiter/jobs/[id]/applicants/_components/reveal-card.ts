import { cardId } from "./board-columns";

/**
 * After a move, brings the card into view in its (new) column and gives it focus, so the person moved stays in
 * front of the recruiter instead of landing in a column off screen. Called from an effect, once the move is
 * drawn; the next frame has its layout.
 */
export function revealCard(applicationId: number): void {
  requestAnimationFrame(() => {
    const card = document.getElementById(cardId(applicationId));
    if (!card) return;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    card.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "nearest", inline: "center" });
    card.querySelector<HTMLElement>("[data-card-open]")?.focus({ preventScroll: true });
  });
}
