// Biblios's cards and dice: each card says its name to screen readers and in its tooltip.
import { html } from "../html.js";
import { t } from "../i18n.js";

export const CATEGORIES = ["monks", "pigments", "forbidden_tomes", "holy_books", "manuscripts"];
const CHURCH_MARKS = { up1: "+1", down1: "−1", up2: "+1 +1", down2: "−1 −1", updown: "±1" };
const PIPS = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };

/** A face-up card; `label` replaces its name for screen readers (a button's own words). */
export function Card({ card, small }) {
  const kind = card.kind === "category" ? `cat-${card.category}` : card.kind;
  const size = small ? " small" : "";
  return html`<span class=${`card ${kind}${size}`} title=${card.name}>
    <span class="card-value" aria-hidden="true">
      ${card.kind === "church" ? CHURCH_MARKS[card.effect] : card.value}
    </span>
    ${card.letter && html`<span class="card-letter" aria-hidden="true">${card.letter}</span>`}
    <span class="visually-hidden">${card.name}</span>
  </span>`;
}

/** A card whose face nobody at this seat may see. */
export function CardBack({ small }) {
  return html`<span class=${`card back${small ? " small" : ""}`}>
    <span class="visually-hidden">${t("card.face_down")}</span>
  </span>`;
}

/** A die showing `value` pips (its number for screen readers). */
export function Die({ value, changed }) {
  const pips = PIPS[value] ?? [];
  return html`<span class=${`die${changed ? " changed" : ""}`} aria-hidden="true">
    ${Array.from({ length: 9 }, (_, i) => html`<i class=${pips.includes(i) ? "pip" : ""}></i>`)}
  </span>`;
}

/** Cards grouped by category in Scriptorium order, then gold, with each group's total. */
export function groupHand(cards) {
  const groups = CATEGORIES.map((id) => ({ id, cards: [], total: 0 }));
  const gold = { id: "gold", cards: [], total: 0 };
  for (const card of cards) {
    const group = card.kind === "gold" ? gold : groups.find((g) => g.id === card.category);
    if (!group) continue;
    group.cards.push(card);
    group.total += card.value;
  }
  for (const group of [...groups, gold]) {
    group.cards.sort((a, b) => b.value - a.value || (a.letter ?? a.id).localeCompare(b.letter ?? b.id));
  }
  return [...groups, gold];
}

/** The localized name of category `id` ("gold": the gold cards' heading). */
export function groupName(catalog, id) {
  if (id === "gold") return t("hand.gold");
  return catalog.categories.find((c) => c.id === id)?.name ?? id;
}

/** A hand laid out by group: its name, its total, its cards. */
export function Hand({ cards, catalog, label }) {
  return html`<div class="hand" role="group" aria-label=${label}>
    ${groupHand(cards).map((g) => html`
      <div class=${`hand-group g-${g.id}`} key=${g.id}>
        <h3>
          <span>${groupName(catalog, g.id)}</span>
          <span class="total">${g.id === "gold" ? t("hand.gold_total", { count: g.total }) : t("hand.total", { total: g.total })}</span>
        </h3>
        <div class="cards">
          ${g.cards.map((c) => html`<${Card} key=${c.id} card=${c} small />`)}
        </div>
      </div>`)}
  </div>`;
}
