// 1347's cards as chips: the localized name and, for a population card, its class under it,
// coloured by class or kind (never the only cue).
import { html } from "../html.js";

export const CLASSES = ["peasantry", "bourgeoisie", "church", "chivalry", "magic", "royalty"];
const KINDS = ["population", "joker", "sword", "flute", "pass", "gold"];

/** A card's colour class: its class for population cards, else its kind. */
export const tint = (card) => (card.kind === "population" ? `c-${card.class}` : `k-${card.kind}`);

let classNames = {}; // class id → its localized name (the catalog's `classes`)

/** Learn the class names of `catalog` (the table calls it before drawing cards). */
export function useClassNames(catalog) {
  classNames = Object.fromEntries((catalog?.classes ?? []).map((c) => [c.id, c.name]));
}

export function Card({ card }) {
  const cls = card.kind === "population" && classNames[card.class];
  return html`<span class=${`pcard ${tint(card)}`}>${card.name}${cls
    && html`<small class="pcard-class">${cls}</small>`}</span>`;
}

/** Cards in a stable order: population by class and nuns, then Jokers, Swords, Flutes, Passes,
 * Gold. */
export function sortCards(cards) {
  const rank = (c) => KINDS.indexOf(c.kind) * 100 + (c.kind === "population"
    ? CLASSES.indexOf(c.class) * 10 + c.nuns : 0);
  return [...cards].sort((a, b) => rank(a) - rank(b) || a.id.localeCompare(b.id));
}

/** A list of cards (sorted unless `asIs`), under `label` for screen readers. */
export function CardList({ cards, label, asIs }) {
  return html`<ul class="pcards" aria-label=${label}>
    ${(asIs ? cards : sortCards(cards)).map((c) => html`<li key=${c.id}><${Card} card=${c} /></li>`)}
  </ul>`;
}
