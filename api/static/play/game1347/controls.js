// 1347's decisions, built from the view's legal_actions (templates): a building of the row,
// cards of a `cards` selection, nun-row positions of a `look` one (each up to its maximum),
// and a button per answer without a choice. What the API refuses is its sentence under the
// prompt; what a play will cost and earn is its preview's (nothing here knows a rule).
import { api } from "../api.js";
import { Component, html } from "../html.js";
import { lang, t } from "../i18n.js";
import { Card, CardList, CLASSES } from "./cards.js";

const SUBMIT = {
  supply: "plague.take_supply",
  enter: "plague.enter",
  give: "plague.give",
  perform: "plague.perform",
};
const INFORMATIVE = ["building", "to", "level"]; // template fields never sent back

/** Whether template `a` asks for a choice: a building in the row, or a selection. */
const needsForm = (a) => a.row !== undefined || [a.cards, a.look].some((s) => s && s.max > 0);

/** The action to send for template `a`, its selections replaced by what was chosen. */
function answer(a, cards = [], look = []) {
  const body = {};
  for (const [key, value] of Object.entries(a)) if (!INFORMATIVE.includes(key)) body[key] = value;
  if (a.cards) body.cards = cards.filter((id) => a.cards.from.includes(id));
  if (a.look) body.look = look.filter((p) => a.look.from.includes(p)).sort((x, y) => x - y);
  return body;
}

/** Whether each selection of template `a` has its minimum chosen (else a preview is refused). */
const complete = (a, { cards, look }) => [[a.cards, cards], [a.look, look]].every(
  ([selection, picked]) => !selection || picked.filter((v) => selection.from.includes(v)).length
    >= selection.min);

/** "Choose 2" or "Choose from 0 to 3", how many are chosen, and, once the others are disabled
 * (the maximum chosen), how to choose another: why they are disabled. */
function countHint(selection, chosen) {
  const { min, max } = selection;
  const rule = min === max ? t("plague.pick_exact", { count: max }) : t("plague.pick_range", { min, max });
  const full = chosen >= max && selection.from.length > max ? ` ${t("plague.pick_full")}` : "";
  return `${rule} · ${t("plague.picked", { count: chosen })}${full}`;
}

export class Decision extends Component {
  state = { chosen: 0, cards: [], look: [] };

  toggle(field, value) {
    const list = this.state[field];
    this.setState({ [field]: list.includes(value) ? list.filter((v) => v !== value) : [...list, value] });
  }

  render({ view, act, busy, catalog }, state) {
    const legal = view.legal_actions;
    if (!legal.length) return null;
    const forms = legal.filter(needsForm);
    const direct = legal.filter((a) => !needsForm(a));
    const chosen = forms[Math.min(state.chosen, forms.length - 1)];
    const name = (seat) => view.seats.find((s) => s.seat === seat)?.name;
    const send = (body) => {
      if (busy || this.sending) return;
      this.sending = true; // a preview still on its way is answered first: it never meets a
      // game that has moved on (a refused preview would be an error answer in the page)
      stopPreviews().then(() => act(body)).finally(() => { this.sending = false; });
    };
    // The play previewed (the form's so far, else a choiceless perform), below every button:
    // its answer never moves a button under a finger.
    const performing = direct.find((a) => a.type === "perform");
    const previewed = chosen ? complete(chosen, state) && answer(chosen, state.cards, state.look)
      : performing && answer(performing);
    return html`
      <section class="panel decide" aria-label=${t("prompt.label")}>
        ${chosen && html`<form class="decide-form" data-type=${chosen.type} onSubmit=${(e) => {
            e.preventDefault();
            send(answer(chosen, state.cards, state.look));
          }}>
          ${chosen.row !== undefined && html`<${BuildingChoice} forms=${forms} chosen=${chosen}
            view=${view} onChoose=${(i) => this.setState({ chosen: i })} />`}
          ${chosen.cards?.max > 0 && html`<${CardChoice} view=${view} selection=${chosen.cards}
            picked=${state.cards} onToggle=${(id) => this.toggle("cards", id)} />`}
          ${chosen.look?.max > 0 && html`<${PositionChoice} view=${view} selection=${chosen.look}
            picked=${state.look} onToggle=${(p) => this.toggle("look", p)} />`}
          <button type="submit" class="primary" data-action="submit">
            ${t(SUBMIT[chosen.type])}
          </button>
        </form>`}
        ${direct.length > 0 && html`<div class="decide-buttons">
          ${direct.map((a, i) => html`<button type="button" key=${i} data-action=${a.type}
              class=${a.type === "decline" ? "" : "primary"} onClick=${() => send(answer(a))}>
            ${a.type === "choose_loser" ? t("plague.choose_seat", { seat: name(a.seat) })
              : a.type === "play_pass" ? t("plague.play_pass")
              : a.type === "decline" ? t("plague.decline") : t(SUBMIT[a.type])}
          </button>`)}
        </div>`}
        ${previewed && html`<${Preview} view=${view} body=${previewed} catalog=${catalog} />`}
      </section>
    `;
  }
}

/** The row's buildings offered by the templates (supply or enter), as radio buttons. */
function BuildingChoice({ forms, chosen, view, onChoose }) {
  return html`<fieldset class="pick-building">
    <legend>${t("plague.choose_building")}</legend>
    ${forms.map((a, i) => {
      const card = view.row.find((r) => r.row === a.row);
      return html`<label key=${a.row} class=${`pick-row c-${card?.class}`}>
        <input type="radio" name="building" value=${a.row} checked=${a === chosen}
          onChange=${() => onChoose(i)} />
        <span><strong>${a.row}. ${card?.name}</strong>
          ${a.type === "supply" && html`<br /><small>${card?.supply_text}</small>`}</span>
      </label>`;
    })}
  </fieldset>`;
}

/** Cards of the selection, from the seat's hand, as checkboxes (no more than its maximum). */
function CardChoice({ view, selection, picked, onToggle }) {
  const hand = view.players_info.find((p) => p.seat === view.seat)?.hand ?? [];
  const chosen = picked.filter((id) => selection.from.includes(id));
  return html`<fieldset class="pick-set" data-field="cards" data-min=${selection.min}
      data-max=${selection.max}>
    <legend>${t("plague.choose_cards")}</legend>
    <p class="hint" id="pick-cards-hint">${countHint(selection, chosen.length)}</p>
    <div class="pick-list">
      ${selection.from.map((id) => {
        const card = hand.find((c) => c.id === id) ?? { id, kind: "joker", name: id };
        const on = chosen.includes(id);
        return html`<label key=${id} class="pick-card">
          <input type="checkbox" checked=${on} disabled=${!on && chosen.length >= selection.max}
            aria-describedby="pick-cards-hint" onChange=${() => onToggle(id)} />
          <${Card} card=${card} />
        </label>`;
      })}
    </div>
  </fieldset>`;
}

/** Nun-row positions of the selection, as checkboxes, each with what is known of it. */
function PositionChoice({ view, selection, picked, onToggle }) {
  const chosen = picked.filter((p) => selection.from.includes(p));
  return html`<fieldset class="pick-set" data-field="look" data-min=${selection.min}
      data-max=${selection.max}>
    <legend>${t("plague.choose_positions")}</legend>
    <p class="hint" id="pick-look-hint">${countHint(selection, chosen.length)}</p>
    <div class="pick-list">
      ${selection.from.map((p) => {
        const spot = view.nun_row.find((s) => s.position === p);
        const on = chosen.includes(p);
        return html`<label key=${p} class="pick-card">
          <input type="checkbox" checked=${on} disabled=${!on && chosen.length >= selection.max}
            aria-describedby="pick-look-hint" onChange=${() => onToggle(p)} />
          <span>${t("plague.position", { position: p })}</span>
          ${spot?.card && html`<${Card} card=${spot.card} />`}
        </label>`;
      })}
    </div>
  </fieldset>`;
}

let previewTimer = null; // the next preview's request, waiting for the choice to settle
let previewing = Promise.resolve(); // the preview request on its way

/** Ask no more previews; the promise of the one on its way, if any. */
function stopPreviews() {
  clearTimeout(previewTimer);
  return previewing;
}

const signed = (n) => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : "0");

/** What the play `body` will cost and earn this seat, as the API previews it (again at each
 * change of choice; nothing while refused or asked). */
class Preview extends Component {
  state = { answer: null, key: null };

  componentDidMount() { this.ask(); }

  componentDidUpdate() { this.ask(); }

  componentWillUnmount() {
    this.gone = true;
    // A preview still waiting for its choice to settle is not asked once the table is gone
    // (the page back at the lobby has no token: it would be a 401).
    if (previewTimer === this.timer) clearTimeout(previewTimer);
  }

  ask() {
    const key = JSON.stringify(this.props.body);
    if (key === this.asked || !this.props.body) return;
    this.asked = key;
    clearTimeout(previewTimer);
    const token = new URLSearchParams(location.hash.slice(1)).get("t"); // the table's seat
    this.timer = previewTimer = setTimeout(() => {
      const path = `/games/${this.props.view.id}/preview`;
      previewing = api(path, { method: "POST", token, lang, body: this.props.body })
        .catch(() => null)
        .then((answer) => {
          if (!this.gone && this.asked === key) this.setState({ answer, key });
        });
    }, 150);
  }

  render({ body, catalog }, { answer, key }) {
    if (!answer || key !== JSON.stringify(body)) return null;
    const className = (id) => catalog?.classes.find((c) => c.id === id)?.name ?? id;
    const kindName = (id) => catalog?.kinds.find((k) => k.id === id)?.name ?? id;
    const gains = CLASSES.filter((id) => answer.influence[id]);
    const taken = Object.entries(answer.cards_taken);
    const rows = [
      gains.length > 0 && [t("plague.from_influence"), "influence",
        gains.map((id) => html`<span key=${id} class=${`gain c-${id}`} data-class=${id}>
          ${className(id)} <strong>${signed(answer.influence[id])}</strong></span>`)],
      answer.rats !== 0 && [t("plague.rats_total"), "rats", html`<strong>${signed(answer.rats)}</strong>`],
      answer.vp_tokens !== 0 && [t("plague.tokens"), "vp_tokens",
        html`<strong>${signed(answer.vp_tokens)}</strong>`],
      answer.hand !== 0 && [t("plague.preview_hand"), "hand", html`<strong>${signed(answer.hand)}</strong>`],
      answer.cards_lost.length > 0 && [t("plague.preview_lost"), "cards_lost",
        html`<${CardList} cards=${answer.cards_lost} label=${t("plague.preview_lost")} asIs />`],
      answer.cards_drawn > 0 && [t("plague.preview_drawn"), "cards_drawn",
        html`<strong>${answer.cards_drawn}</strong>`],
      taken.length > 0 && [t("plague.preview_taken"), "cards_taken",
        taken.map(([k, n]) => html`<span key=${k} class=${`gain k-${k}`}>${kindName(k)}
          <strong>${signed(n)}</strong></span>`)],
      answer.cards_to_receive > 0 && [t("plague.preview_receive"), "cards_to_receive",
        html`<strong>${answer.cards_to_receive}</strong>`],
      answer.looks.length > 0 && [t("plague.choose_positions"), "looks",
        html`<strong>${answer.looks.join(", ")}</strong>`],
    ].filter(Boolean);
    return html`<div class="preview" role="status" data-when=${answer.when}>
      <strong class="preview-title">${t("plague.preview")}</strong>
      ${rows.length ? html`<dl>
        ${rows.map(([label, field, value]) => html`<div key=${field} data-field=${field}>
          <dt>${label}</dt><dd>${value}</dd></div>`)}
      </dl>` : html`<p class="hint">${t("plague.preview_nothing")}</p>`}
      ${answer.when === "resolution" && rows.length > 0
        && html`<p class="hint">${t("plague.preview_later")}</p>`}
    </div>`;
  }
}
