// The table of 1347: round, decision, row of buildings (discs, committed cards), hand, rats
// and tokens, nun row, influence tracks, supply and decks.
import { html } from "../html.js";
import { t } from "../i18n.js";
import { CardList, CLASSES, useClassNames } from "./cards.js";
import { Decision } from "./controls.js";
import { Result } from "./result.js";

export { optionEditors } from "./options.js"; // the lobby's building copies
export { actionText } from "./words.js"; // a hint, a review's choice

/** The seats list's word on `seat`: the size of its hand. */
export function seatDetail(view, seat) {
  const info = view.players_info.find((p) => p.seat === seat);
  return t("plague.hand_count", { count: info?.hand_count ?? 0 });
}

export function Table({ view, catalog, act, busy }) {
  useClassNames(catalog);
  const mine = view.players_info.find((p) => p.seat === view.seat);
  const over = view.phase === "over";
  return html`
    <div class="board plague">
      <${Round} view=${view} />
      ${over ? html`<${Result} view=${view} catalog=${catalog} />`
        : html`<${Decision} key=${JSON.stringify(view.legal_actions)} view=${view} act=${act}
            busy=${busy} catalog=${catalog} />`}
      ${view.row.length > 0 && html`<${Row} view=${view} catalog=${catalog} />`}
      ${mine?.hand && !over && html`<${MyHand} info=${mine} />`}
      <${NunRow} view=${view} />
      <${Influence} view=${view} catalog=${catalog} />
      <${Supply} view=${view} catalog=${catalog} />
    </div>
  `;
}

const seatName = (view, seat) => view.seats.find((s) => s.seat === seat)?.name ?? "?";

/** The round of the game, whether it is the last, and the starting player. */
function Round({ view }) {
  return html`<section class="panel round" aria-label=${t("plague.round", view)}>
    <strong>${t("plague.round", view)}</strong>
    ${view.final_round && html`<span class="badge">${t("plague.final_round")}</span>`}
    <span class="hint">${t("lobby.first_seat")}: ${seatName(view, view.start_seat)}</span>
  </section>`;
}

/** The row: each building with its supply action, its two actions, its discs in space order
 * and the cards committed there (when this seat may see them). */
function Row({ view, catalog }) {
  const resolving = view.resolving;
  const className = (id) => catalog.classes.find((c) => c.id === id)?.name ?? id;
  const level = (id) => catalog.levels.find((l) => l.id === id)?.name;
  return html`<section class="panel row" aria-labelledby="row-title">
    <h2 id="row-title">${t("plague.row")}</h2>
    <ol class="buildings">
      ${view.row.map((b) => {
        const type = catalog.building_types.find((x) => x.type === b.type);
        const now = resolving?.row === b.row;
        const step = now && catalog.steps.find((s) => s.id === resolving.step)?.name;
        return html`<li key=${b.building} class=${`building c-${b.class}${now ? " now" : ""}`}>
          <h3><span class="num">${b.row}</span> ${b.name}
            <small class="class-name">${className(b.class)}</small></h3>
          ${step && html`<p class="step"><strong>${step}</strong></p>`}
          <p class="small">${b.supply_text}</p>
          ${type && html`<p class="small">${level("premium")}: ${type.premium.text}<br />
            ${level("standard")}: ${type.standard.text}</p>`}
          <ol class="discs">
            ${b.discs.map((seat) => {
              const entered = view.players_info.find((p) => p.seat === seat)?.entered;
              return html`<li key=${seat}>
                <strong>${seatName(view, seat)}</strong>
                ${entered && html` · ${t("plague.cards", { count: entered.count })}`}
                ${entered?.cards?.length > 0 && html`<${CardList} cards=${entered.cards}
                  label=${seatName(view, seat)} />`}
              </li>`;
            })}
          </ol>
        </li>`;
      })}
    </ol>
  </section>`;
}

/** The seat's own hand, rats (face down to the others) and victory point tokens. */
function MyHand({ info }) {
  return html`<section class="panel my-hand" aria-labelledby="hand-title">
    <h2 id="hand-title">${t("plague.hand")}</h2>
    <p class="stats">
      <span>${t("plague.cards", { count: info.hand_count })}</span>
      <span>${t("plague.rats", { count: info.rats })}</span>
      <span>${t("plague.vp_tokens", { count: info.vp_tokens })}</span>
    </p>
    <${CardList} cards=${info.hand} label=${t("plague.hand")} />
  </section>`;
}

/** The nun row: five face-down cards, shown to those who looked at them. */
function NunRow({ view }) {
  return html`<section class="panel nuns" aria-labelledby="nuns-title">
    <h2 id="nuns-title">${t("plague.nun_row")}</h2>
    <ol class="nun-row">
      ${view.nun_row.map((spot) => html`<li key=${spot.position}>
        <span class="small">${t("plague.position", { position: spot.position })}</span>
        ${spot.card ? html`<${CardList} cards=${[spot.card]} label=${t("plague.position", spot)} />`
          : html`<span class="pcard back">${t("card.face_down")}</span>`}
        ${spot.looked_by.length > 0 && html`<small>${t("plague.looked_by",
          { seats: spot.looked_by.map((s) => seatName(view, s)).join(", ") })}</small>`}
      </li>`)}
    </ol>
  </section>`;
}

/** Every seat's influence per class, its victory point tokens and hand size (its rats to
 * itself only). */
function Influence({ view, catalog }) {
  const infos = view.players_info;
  return html`<section class="panel influence" aria-labelledby="influence-title">
    <h2 id="influence-title">${t("plague.influence")}</h2>
    <div class="table-scroll">
      <table class="scores">
        <caption class="visually-hidden">${t("plague.influence_caption")}</caption>
        <thead><tr>
          <td></td>
          ${infos.map((p) => html`<th scope="col" key=${p.seat}>${seatName(view, p.seat)}</th>`)}
        </tr></thead>
        <tbody>
          ${CLASSES.map((id) => html`<tr key=${id} class=${`c-${id}`}>
            <th scope="row">${catalog.classes.find((c) => c.id === id)?.name}</th>
            ${infos.map((p) => html`<td key=${p.seat}>${p.influence[id]}</td>`)}
          </tr>`)}
        </tbody>
        <tfoot>
          <tr><th scope="row">${t("plague.tokens")}</th>
            ${infos.map((p) => html`<td key=${p.seat}>${p.vp_tokens}</td>`)}</tr>
          <tr><th scope="row">${t("plague.rats_total")}</th>
            ${infos.map((p) => html`<td key=${p.seat}>${p.rats ?? "?"}</td>`)}</tr>
        </tfoot>
      </table>
    </div>
  </section>`;
}

/** The general supply, the decks, the discards, the Passes played this round. */
function Supply({ view, catalog }) {
  const kinds = catalog.kinds.filter((k) => view.supply[k.id] !== null && view.supply[k.id] !== undefined);
  const passName = catalog.kinds.find((k) => k.id === "pass")?.name;
  return html`<section class="panel piles" aria-labelledby="supply-title">
    <h2 id="supply-title">${t("plague.supply")}</h2>
    <dl>
      ${kinds.map((k) => html`<div key=${k.id}><dt>${k.name}</dt><dd>${view.supply[k.id]}</dd></div>`)}
      <div><dt>${t("plague.tokens")}</dt><dd>${view.vp_supply}</dd></div>
      <div><dt>${t("plague.population_deck")}</dt><dd>${view.population_deck}</dd></div>
      <div><dt>${t("plague.building_deck")}</dt><dd>${view.building_deck}</dd></div>
      <div><dt>${t("plague.reserve_deck")}</dt><dd>${view.reserve_deck}</dd></div>
      <div><dt>${t("plague.discards")}</dt><dd>${view.discard.length}</dd></div>
      ${view.passes_played.length > 0 && html`<div><dt>${passName}</dt>
        <dd>${view.passes_played.map((s) => seatName(view, s)).join(", ")}</dd></div>`}
    </dl>
    ${view.discard.length > 0 && html`<details>
      <summary>${t("plague.show_discards")}</summary>
      <${CardList} cards=${view.discard} label=${t("plague.discards")} />
    </details>`}
  </section>`;
}

/** In a replay with everything shown: every hand but the seat's own (the table shows it). */
export function RevealedHands({ view }) {
  const shown = view.players_info.filter((p) => p.hand && p.seat !== view.seat);
  if (!shown.length || view.phase === "over") return null;
  return html`<section class="panel revealed-hands" aria-labelledby="revealed-title">
    <h2 id="revealed-title">${t("plague.hands")}</h2>
    ${shown.map((p) => html`<div class="revealed" key=${p.seat}>
      <h3>${seatName(view, p.seat)} · ${t("plague.rats", { count: p.rats ?? 0 })}</h3>
      <${CardList} cards=${p.hand} label=${t("plague.hand_of", { seat: seatName(view, p.seat) })} />
    </div>`)}
  </section>`;
}
