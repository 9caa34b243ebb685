// The end of a game of Biblios: every hand revealed, the scoring per category with its die,
// each seat's victory points, gold and rank (R27–R30).
import { html } from "../html.js";
import { t } from "../i18n.js";
import { Standing } from "../seats.js";
import { CATEGORIES, Die, Hand } from "./cards.js";

export function Result({ view, catalog }) {
  const result = view.result;
  const seats = result.seats;
  const name = (seat) => view.seats.find((s) => s.seat === seat)?.name;
  return html`
    <section class="panel result" aria-labelledby="result-title">
      <h2 id="result-title">${t("result.title")}</h2>
      <div class="table-scroll">
        <table class="scores">
          <caption class="visually-hidden">${t("result.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">${t("result.category")}</th>
              <th scope="col">${t("result.die")}</th>
              ${seats.map((s) => html`<th scope="col" key=${s.seat}>${name(s.seat)}</th>`)}
            </tr>
          </thead>
          <tbody>
            ${CATEGORIES.map((id) => {
              const row = result.categories[id];
              return html`<tr key=${id} class=${`cat-${id}`}>
                <th scope="row">${catalog.categories.find((c) => c.id === id).name}</th>
                <td><${Die} value=${row.die} /><span class="visually-hidden">${row.die}</span></td>
                ${seats.map((s) => {
                  const won = row.winner === s.seat;
                  return html`<td key=${s.seat} class=${won ? "won" : ""}>
                    ${row.totals[s.seat]}
                    ${won && html` <span class="star" aria-hidden="true">★</span>
                      <span class="visually-hidden">${t("result.wins_die", { count: row.die })}</span>`}
                  </td>`;
                })}
              </tr>`;
            })}
          </tbody>
          <tfoot>
            <tr class="vp">
              <th scope="row" colspan="2">${t("result.vp")}</th>
              ${seats.map((s) => html`<td key=${s.seat}>${s.vp}</td>`)}
            </tr>
            <tr>
              <th scope="row" colspan="2">${t("result.gold")}</th>
              ${seats.map((s) => html`<td key=${s.seat}>${s.gold}</td>`)}
            </tr>
            <tr class="rank">
              <th scope="row" colspan="2">${t("result.rank")}</th>
              ${seats.map((s) => html`<td key=${s.seat} class=${s.rank === 1 ? "first" : ""}>
                ${s.rank}<${Standing} seat=${s} catalog=${catalog} />
              </td>`)}
            </tr>
          </tfoot>
        </table>
      </div>
      <h3>${t("result.hands")}</h3>
      ${result.hands.map((cards, seat) => html`
        <div class="revealed" key=${seat}>
          <h4>${name(seat)}</h4>
          <${Hand} cards=${cards} catalog=${catalog} label=${t("result.hand_of", { seat: name(seat) })} />
        </div>`)}
      <p><a class="button primary" href="#">${t("result.new_game")}</a></p>
    </section>
  `;
}
