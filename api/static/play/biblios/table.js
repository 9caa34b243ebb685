// The table of Biblios: the Scriptorium's dice, the card being allocated or auctioned and what
// may be done with it, the public space, the piles, and the seat's own hand.
import { html } from "../html.js";
import { t } from "../i18n.js";
import { Card, CardBack, Hand } from "./cards.js";
import { BidControl, PayControl, Scriptorium } from "./controls.js";
import { Result } from "./result.js";

export { actionText } from "./words.js"; // a hint, a review's choice

/** The seats list's word on `seat`: the size of its hand. */
export function seatDetail(view, seat) {
  const hand = view.hands.find((h) => h.seat === seat);
  return t("seats.cards", { count: hand?.count ?? 0 });
}

export function Table({ view, catalog, act, busy }) {
  const myHand = view.hands.find((h) => h.seat === view.seat)?.cards;
  return html`
    <div class="board">
      <${Scriptorium} view=${view} catalog=${catalog} act=${act} busy=${busy} />
      ${view.phase === "over" ? html`<${Result} view=${view} catalog=${catalog} />`
        : view.phase === "auction" ? html`<${Auction} view=${view} hand=${myHand} catalog=${catalog} act=${act} busy=${busy} />`
        : html`<${Gift} view=${view} act=${act} busy=${busy} />`}
      <${Piles} view=${view} />
      ${myHand && view.phase !== "over" && html`
        <section class="panel my-hand" aria-labelledby="hand-title">
          <h2 id="hand-title">${t("hand.title")}</h2>
          <${Hand} cards=${myHand} catalog=${catalog} label=${t("hand.title")} />
        </section>`}
    </div>
  `;
}

const PLACES = [
  ["keep", "place.keep"],
  ["auction", "place.auction"],
  ["public", "place.public"],
];

/** While a church card waits (R15-R16): who resolves which card, not the stage on hold. */
function ChurchStage({ view }) {
  const { seat, card } = view.pending_church;
  const name = view.seats.find((s) => s.seat === seat)?.name;
  return html`<section class="panel stage church-stage" aria-labelledby="stage-title">
    <h2 id="stage-title">${t("church.resolving", { seat: name })}</h2>
    <div class="stage-row">
      <div class="stage-card">
        <${Card} card=${card} />
        <span class="card-caption">${card.name}</span>
      </div>
    </div>
  </section>`;
}

/** The log as this table tells it: without a won card's line after its payment, nor a
 * church card's taking before its acquiring (the latter says it all). */
export function logLines(events) {
  return events.filter((e, i) => {
    const before = events[i - 1];
    const after = events[i + 1];
    return !(e.type === "card_won" && before?.type === "paid" && before.seat === e.seat)
      && !(e.type === "card_taken" && after?.type === "church_acquired" && after.seat === e.seat);
  });
}

/** The gift phase: the card allocated, the places (kept when disabled, so the focus stays;
 * to others, how far the turn has gone), then who takes; the public space. */
function Gift({ view, act, busy }) {
  const turn = view.turn ?? { keep: false, auction: false, public: 0 };
  const placeable = new Set(view.legal_actions.filter((a) => a.type === "place").map((a) => a.to));
  const takeable = new Set(view.legal_actions.filter((a) => a.type === "take").map((a) => a.card));
  const publicLeft = view.players - 1 - turn.public;
  const left = { keep: turn.keep ? 0 : 1, auction: turn.auction ? 0 : 1, public: publicLeft };
  const quota = { keep: 1, auction: 1, public: view.players - 1 };
  const name = (seat) => view.seats.find((s) => s.seat === seat)?.name;
  // The cards are placed: another seat takes from the public space (R12), not the allocator.
  const taker = view.drawn ? undefined : view.to_act.find((seat) => seat !== view.active_seat);
  const mine = view.active_seat === view.seat && taker === undefined; // else: shown, not offered
  return html`
    ${view.pending_church ? html`<${ChurchStage} view=${view} />` : html`
    <section class="panel stage" aria-labelledby="stage-title">
      <h2 id="stage-title">${taker === undefined ? t("gift.title", { seat: name(view.active_seat) })
        : t("gift.taking", { seat: name(taker) })}</h2>
      <div class="stage-row">
        <div class="stage-card">
          ${view.drawn ? html`<${Card} card=${view.drawn} />` : html`<${CardBack} />`}
          <span class="card-caption">${view.drawn?.name ?? ""}</span>
        </div>
        ${mine ? html`<div class="places">
          ${PLACES.map(([to, key]) => html`
            <button type="button" key=${to} class=${placeable.has(to) ? "primary" : ""}
              data-action=${`place-${to}`} aria-disabled=${!placeable.has(to)}
              aria-describedby=${placeable.has(to) ? null : `left-${to}`}
              onClick=${() => placeable.has(to) && !busy && act({ type: "place", to })}>
              <span>${t(key)}</span>
              <small id=${`left-${to}`}>${t("place.left", { count: left[to] })}</small>
            </button>`)}
        </div>` : html`<ul class="places">
          ${PLACES.map(([to]) => html`<li key=${to}>
            <span>${t(`turn.${to}`)}</span>
            <small>${t("turn.placed", { done: quota[to] - left[to], quota: quota[to] })}</small>
          </li>`)}
        </ul>`}
        <div class="this-turn">
          ${view.kept && html`<div><${Card} card=${view.kept} small /><small>${t("place.kept")}</small></div>`}
          ${view.auctioned && html`<div><${Card} card=${view.auctioned} small />
            <small>${t("place.auctioned")}</small></div>`}
        </div>
      </div>
    </section>`}
    <section class="panel public" aria-labelledby="public-title">
      <h2 id="public-title">${t("public.title")}</h2>
      <ul class="card-row">
        ${view.public.map((card) => html`<li key=${card.id}>
          ${takeable.has(card.id)
            ? html`<button type="button" class="card-button" data-action="take" onClick=${() => !busy && act({ type: "take", card: card.id })}
                aria-label=${t("public.take", { card: card.name })}><${Card} card=${card} /></button>`
            : html`<${Card} card=${card} />`}
          <span class="card-caption">${card.name}</span>
        </li>`)}
        ${view.public.length === 0 && html`<li class="empty">${t("public.empty")}</li>`}
      </ul>
    </section>
  `;
}

/** The auction phase: the card for sale, the bids and passes, and our decision. */
function Auction({ view, hand, catalog, act, busy }) {
  const auction = view.auction;
  const name = (seat) => view.seats.find((s) => s.seat === seat)?.name;
  const legal = (type) => view.legal_actions.find((a) => a.type === type);
  const bidding = legal("bid") || legal("pass");
  const paying = legal("pay") || legal("refuse");
  if (view.pending_church) return html`<${ChurchStage} view=${view} />`;
  return html`
    <section class="panel stage auction" aria-labelledby="stage-title">
      <h2 id="stage-title">${t("auction.title")}</h2>
      ${auction ? html`<div class="stage-row">
        <div class="stage-card">
          <${Card} card=${auction.card} />
          <span class="card-caption">${auction.card.name}</span>
        </div>
        <dl class="auction-facts">
          <dt>${t("auction.price")}</dt>
          <dd>${t(auction.currency === "gold" ? "auction.in_gold" : "auction.in_cards")}</dd>
          <dt>${t("auction.high_bid")}</dt>
          <dd>${auction.high_bid === null ? t("auction.no_bid")
            : t("auction.bid_by", { amount: auction.high_bid, seat: name(auction.high_bidder) })}</dd>
          ${auction.passed.length > 0 && html`<dt>${t("auction.passed")}</dt>
            <dd>${auction.passed.map(name).join(", ")}</dd>`}
          ${auction.excluded.length > 0 && html`<dt>${t("auction.excluded")}</dt>
            <dd>${auction.excluded.map(name).join(", ")}</dd>`}
        </dl>
        <div class="decision">
          ${bidding && html`<${BidControl} key=${`bid-${auction.card.id}-${auction.excluded.join()}`} bid=${legal("bid")} currency=${auction.currency}
            act=${act} busy=${busy} />`}
          ${paying && html`<${PayControl} key=${`pay-${auction.card.id}`} pay=${legal("pay")}
            hand=${hand} catalog=${catalog} act=${act} busy=${busy} />`}
        </div>
      </div>` : html`<div class="stage-row"><${CardBack} /></div>`}
    </section>
  `;
}

/** The piles: what is left to draw and to auction, the discards, the cards set aside. */
function Piles({ view }) {
  const { face_up: up, face_down: down } = view.discards;
  return html`
    <section class="panel piles" aria-label=${t("piles.title")}>
      <dl>
        <div><dt>${t("piles.draw")}</dt><dd>${view.draw_pile}</dd></div>
        <div><dt>${t("piles.auction")}</dt><dd>${view.auction_pile}</dd></div>
        <div><dt>${t("piles.discards")}</dt>
          <dd>${t("piles.face_up", { count: up.length })}, ${t("piles.face_down", { count: down })}</dd></div>
        <div><dt>${t("piles.removed")}</dt><dd>${view.removed}</dd></div>
      </dl>
      ${up.length > 0 && html`<details>
        <summary>${t("piles.show_discards")}</summary>
        <ul class="card-row small">
          ${up.map((card) => html`<li key=${card.id}><${Card} card=${card} small /></li>`)}
        </ul>
      </details>`}
    </section>
  `;
}

/** In a replay with everything shown: every hand but the seat's own (the table shows it). */
export function RevealedHands({ view, catalog }) {
  const name = (seat) => view.seats.find((s) => s.seat === seat)?.name;
  const shown = view.hands.filter((h) => h.cards && h.seat !== view.seat);
  if (!shown.length || view.phase === "over") return null;
  return html`<section class="panel revealed-hands" aria-labelledby="revealed-title">
    <h2 id="revealed-title">${t("result.hands")}</h2>
    ${shown.map((h) => html`<div class="revealed" key=${h.seat}>
      <h3>${name(h.seat)}</h3>
      <${Hand} cards=${h.cards} catalog=${catalog} label=${t("result.hand_of", { seat: name(h.seat) })} />
    </div>`)}
  </section>`;
}
