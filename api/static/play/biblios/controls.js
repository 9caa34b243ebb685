// The decisions of more than one click: church changes on the dice, a bid, a payment, each
// offering what legal_actions allow (the API's refusal of the rest is its sentence).
import { Component, html } from "../html.js";
import { t } from "../i18n.js";
import { Card, CATEGORIES, Die, groupHand, groupName } from "./cards.js";

const DELTAS = { up1: [1], up2: [1], down1: [-1], down2: [-1], updown: [1, -1] };
const same = (a, b) => a.category === b.category && a.delta === b.delta;

/** The five dice; while our church card waits, each die offers the changes it allows. */
export class Scriptorium extends Component {
  state = { picked: [] }; // [{category, delta}] chosen so far

  componentDidUpdate(previous) {
    const card = (p) => p.view.pending_church?.card.id;
    if (card(previous) !== card(this.props) && this.state.picked.length) this.setState({ picked: [] });
  }

  /** Pick or unpick `change`: a one-die card moves its pick; others never drop one (a change
   * they cannot add is disabled). */
  toggle(change, fits, most) {
    const { picked } = this.state;
    if (picked.some((p) => same(p, change))) {
      this.setState({ picked: picked.filter((p) => !same(p, change)) });
      return;
    }
    const next = [...picked.filter((p) => p.category !== change.category), change];
    if (fits(next)) this.setState({ picked: next });
    else if (most === 1) this.setState({ picked: [change] });
  }

  render({ view, catalog, act, busy }, { picked }) {
    const options = view.legal_actions.filter((a) => a.type === "church");
    const fits = (set) => options.some((o) => set.every((p) => o.adjust.some((q) => same(p, q))));
    const exact = options.some((o) => o.adjust.length === picked.length && picked.length && fits(picked));
    const church = options.length ? view.pending_church.card : null;
    const deltas = church ? DELTAS[church.effect] : [];
    const most = Math.max(0, ...options.map((o) => o.adjust.length));
    const offered = (change) => options.some((o) => o.adjust.some((q) => same(q, change)));
    const addable = (change) =>
      most === 1 || fits([...picked.filter((p) => p.category !== change.category), change]);
    return html`
      <section class="panel scriptorium" aria-labelledby="dice-title">
        <h2 id="dice-title">${t("dice.title")}</h2>
        <ul class="dice">
          ${CATEGORIES.map((category) => {
            const change = picked.find((p) => p.category === category);
            const value = view.dice[category] + (change?.delta ?? 0);
            const name = catalog.categories.find((c) => c.id === category).name;
            return html`<li key=${category} class=${`die-slot cat-${category}`}>
              <${Die} value=${value} changed=${Boolean(change)} />
              <span class="die-name">${name}</span>
              <span class="visually-hidden">${t("dice.value", { value })}</span>
              ${church && html`<span class="die-changes">
                ${deltas.map((delta) => {
                  const mine = { category, delta };
                  const pressed = picked.some((p) => same(p, mine));
                  const why = !offered(mine) ? "dice-why" : !pressed && !addable(mine) ? "church-count" : null;
                  return html`<button type="button" class="toggle"
                    aria-pressed=${pressed} disabled=${why !== null} aria-describedby=${why}
                    onClick=${() => this.toggle(mine, fits, most)}
                    aria-label=${t(delta > 0 ? "church.raise" : "church.lower", { category: name })}>
                    ${pressed && html`<span aria-hidden="true">✓ </span>`}${delta > 0 ? "+1" : "−1"}
                  </button>`;
                })}
              </span>`}
            </li>`;
          })}
        </ul>
        ${church && CATEGORIES.some((c) => deltas.some((delta) => !offered({ category: c, delta })))
          && html`<p class="hint" id="dice-why">${t("church.why_bounds")}</p>`}
        ${church && most > 1 && html`<p class="hint church-count" id="church-count" aria-live="polite">
          ${t("church.count", { count: picked.length, most })}
          ${picked.length >= most ? ` ${t("church.full")}` : ""}</p>`}
        ${church && html`<div class="church-choice">
          <${Card} card=${church} small />
          <span class="church-name">${church.name}</span>
          <button type="button" class="primary" data-action="church" disabled=${!exact}
            aria-describedby=${exact ? null : "church-why"}
            onClick=${() => !busy && act({ type: "church", adjust: picked })}>${t("church.apply")}</button>
          ${!exact && html`<span class="why" id="church-why">${t(picked.length ? "church.why_more" : "church.why_none",
            { count: Math.max(1, most - picked.length) })}</span>`}
          <button type="button" data-action="decline"
            onClick=${() => !busy && act({ type: "church", adjust: [] })}>
            ${t("church.decline")}
          </button>
        </div>`}
      </section>
    `;
  }
}

/** A bid from the legal minimum to the maximum, or a pass. The amount starts at the minimum,
 * again when the range changes (the table keys a new auction's control); anything but a whole
 * number is refused here with a sentence; the range is the API's to check. */
export class BidControl extends Component {
  state = { typed: String(this.props.bid?.min ?? 1), invalid: false };

  componentDidUpdate(previous) {
    const { bid } = this.props;
    if (bid && (bid.min !== previous.bid?.min || bid.max !== previous.bid?.max)) {
      this.setState({ typed: String(bid.min), invalid: false });
    }
  }

  render({ bid, currency, act, busy }, { typed, invalid }) {
    const amount = /^\s*\d+\s*$/.test(typed) ? Number(typed) : null;
    const step = (by) => {
      const from = amount ?? bid.min - by;
      this.setState({ typed: String(Math.min(bid.max, Math.max(bid.min, from + by))), invalid: false });
    };
    const submit = (event) => {
      event.preventDefault();
      if (amount === null) this.setState({ invalid: true });
      else if (!busy) act({ type: "bid", amount });
    };
    const pass = html`<button type="button" data-action="pass"
      onClick=${() => !busy && act({ type: "pass" })}>
      ${t("bid.pass")}
    </button>`;
    if (!bid) return html`<div class="bid">${pass}</div>`; // the high bid is the maximum
    return html`<form class="bid" novalidate data-currency=${currency} onSubmit=${submit}>
      <label for="bid-amount">${t(currency === "gold" ? "bid.amount_gold" : "bid.amount_cards")}</label>
      <div class="stepper">
        <button type="button" aria-label=${t("bid.less")} aria-disabled=${amount !== null && amount <= bid.min}
          aria-describedby="bid-range" onClick=${() => step(-1)}>−</button>
        <input id="bid-amount" type="text" inputmode="numeric" autocomplete="off"
          data-min=${bid.min} data-max=${bid.max} value=${typed}
          aria-describedby="bid-range" aria-invalid=${invalid}
          onInput=${(e) => this.setState({ typed: e.currentTarget.value, invalid: false })} />
        <button type="button" aria-label=${t("bid.more")} aria-disabled=${amount !== null && amount >= bid.max}
          aria-describedby="bid-range" onClick=${() => step(1)}>+</button>
      </div>
      <span id="bid-range" class="hint">${t("bid.range", { min: bid.min, max: bid.max })}</span>
      ${invalid && html`<span class="error bid-invalid" role="alert">
        ${t("bid.invalid", { min: bid.min, max: bid.max })}</span>`}
      <button type="submit" class="primary" data-action="bid">
        ${amount === null ? t("bid.button_any") : t("bid.button", { amount })}</button>
      ${pass}
    </form>`;
  }
}

/** The fewest gold cards worth the least at or above `due` (values 1..3: try every mix). */
export function cheapestGold(gold, due) {
  const by = { 1: [], 2: [], 3: [] };
  for (const card of gold) by[card.value].push(card.id);
  let best = null;
  for (let c3 = 0; c3 <= by[3].length; c3++) {
    for (let c2 = 0; c2 <= by[2].length; c2++) {
      const rest = Math.max(0, due - 3 * c3 - 2 * c2);
      if (rest > by[1].length) continue;
      const sum = 3 * c3 + 2 * c2 + rest;
      const count = c3 + c2 + rest;
      if (!best || sum < best.sum || (sum === best.sum && count < best.count)) {
        best = { sum, count, ids: [...by[3].slice(0, c3), ...by[2].slice(0, c2), ...by[1].slice(0, rest)] };
      }
    }
  }
  return best ? best.ids : [];
}

/** Paying for a won card (gold worth the bid, or that many cards), or refusing: the cards laid
 * out as the hand, a chosen one raised and outlined; a disabled Pay says why beside it. */
export class PayControl extends Component {
  state = {
    picked: this.props.pay?.currency === "gold"
      ? cheapestGold(this.props.hand.filter((c) => c.kind === "gold"), this.props.pay.at_least)
      : [],
  };

  toggle(id) {
    const { picked } = this.state;
    this.setState({ picked: picked.includes(id) ? picked.filter((p) => p !== id) : [...picked, id] });
  }

  render({ pay, hand, catalog, act, busy }, { picked }) {
    const refuse = html`<button type="button" class="danger" data-action="refuse"
      onClick=${() => !busy && act({ type: "refuse" })}>${t("pay.refuse")}</button>`;
    if (!pay) return html`<div class="pay">${refuse}</div>`; // the hand cannot pay
    const gold = pay.currency === "gold";
    const offered = gold ? hand.filter((c) => c.kind === "gold") : hand;
    const chosen = offered.filter((c) => picked.includes(c.id));
    const total = chosen.reduce((sum, c) => sum + c.value, 0);
    const ok = gold ? total >= pay.at_least : chosen.length === pay.count;
    const short = gold ? pay.at_least - total : pay.count - chosen.length;
    const why = gold ? "pay.why_gold" : short > 0 ? "pay.why_cards" : "pay.why_too_many";
    return html`<fieldset class="pay" data-count=${gold ? undefined : pay.count}>
      <legend>${gold ? t("pay.legend_gold", { count: pay.at_least })
        : t("pay.legend_cards", { count: pay.count })}</legend>
      <div class="pick-cards">
        ${groupHand(offered).filter((g) => g.cards.length).map((g) => html`
          <div class=${`pick-group g-${g.id}`} key=${g.id} role="group"
            aria-label=${groupName(catalog, g.id)}>
            <span class="pick-group-name">${groupName(catalog, g.id)}</span>
            <div class="pick-group-cards">
              ${g.cards.map((c) => html`<label class="pick" key=${c.id}>
                <input type="checkbox" checked=${picked.includes(c.id)}
                  onChange=${() => this.toggle(c.id)} />
                <${Card} card=${c} small />
              </label>`)}
            </div>
          </div>`)}
      </div>
      <p class="hint" aria-live="polite">
        ${gold ? t("pay.selected_gold", { total, amount: pay.at_least })
          : t("pay.selected_cards", { count: chosen.length, due: pay.count })}
      </p>
      <button type="button" class="primary" data-action="pay" disabled=${!ok}
        aria-describedby=${ok ? null : "pay-why"}
        onClick=${() => !busy && act({ type: "pay", cards: chosen.map((c) => c.id) })}>
        ${t("pay.button")}
      </button>
      ${!ok && html`<span class="why" id="pay-why">${t(why, { count: Math.abs(short) })}</span>`}
      ${refuse}
    </fieldset>`;
  }
}
