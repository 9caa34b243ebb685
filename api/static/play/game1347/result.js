// The end of a game of 1347 (P59–P66): the plague's victims, each class's influence and
// victory points, each seat's points by source, its rats and rank; then everything revealed.
import { html } from "../html.js";
import { t } from "../i18n.js";
import { Standing } from "../seats.js";
import { CardList, CLASSES } from "./cards.js";

export function Result({ view, catalog }) {
  const result = view.result;
  const seats = result.seats;
  // Nobody survived the plague, so nobody wins (P65's decision): no rank to show.
  const nobodyWins = !seats.some((s) => s.won);
  const killed = seats.filter((s) => s.killed).map((s) => s.name);
  const standing = (cls, seat) => result.classes[cls]?.find((e) => e.seat === seat);
  const row = (label, value, cls = "") => html`<tr class=${cls}>
    <th scope="row">${label}</th>
    ${seats.map((s) => html`<td key=${s.seat}>${value(s)}</td>`)}
  </tr>`;
  return html`
    <section class="panel result" aria-labelledby="result-title">
      <h2 id="result-title">${t("result.title")}</h2>
      <p>${killed.length ? t("plague.killed_list", { killed: killed.join(", ") }) : t("plague.nobody_killed")}</p>
      <div class="table-scroll">
        <table class="scores">
          <caption class="visually-hidden">${t("plague.class_caption")}</caption>
          <thead><tr>
            <td></td>
            ${seats.map((s) => html`<th scope="col" key=${s.seat}>${s.name}</th>`)}
          </tr></thead>
          <tbody>
            ${CLASSES.map((id) => row(catalog.classes.find((c) => c.id === id)?.name, (s) => {
              const e = standing(id, s.seat);
              return e ? html`${e.influence}<br /><small>${t("plague.vp", { count: e.vp })}</small>` : "–";
            }, `c-${id}`))}
          </tbody>
          <tfoot>
            ${row(t("plague.from_influence"), (s) => s.influence_vp)}
            ${row(t("plague.majorities"), (s) => s.majority_vp)}
            ${row(t("result.gold"), (s) => s.gold_vp)}
            ${row(t("plague.tokens"), (s) => s.token_vp)}
            ${row(t("plague.total_vp"), (s) => s.vp, "vp")}
            ${row(t("plague.rats_total"), (s) => s.rats)}
            ${row(t("plague.killed"), (s) => (s.killed
              ? html`<span aria-hidden="true">☠</span><span class="visually-hidden">${t("plague.killed")}</span>`
              : s.standing === "spared" ? html`<small class="standing">${t("plague.spared")}</small>` : ""))}
            ${!nobodyWins && row(t("result.rank"), (s) => html`<span class=${s.won ? "first" : ""}>${s.rank}</span>${
              s.won ? html` <span class="star" aria-hidden="true">★</span>` : ""}<${Standing} seat=${s}
              catalog=${catalog} />`, "rank")}
          </tfoot>
        </table>
      </div>
      <h3>${t("plague.nun_row")} · ${t("plague.nuns", { count: result.nuns })}</h3>
      <${CardList} asIs cards=${result.reveal.nun_row} label=${t("plague.nun_row")} />
      <h3>${t("plague.hands")}</h3>
      ${result.reveal.hands.map((cards, seat) => html`
        <div class="revealed" key=${seat}>
          <h4>${seats.find((s) => s.seat === seat)?.name}</h4>
          <${CardList} cards=${cards} label=${t("plague.hand_of", { seat: seats.find((s) => s.seat === seat)?.name })} />
        </div>`)}
      <p><a class="button primary" href="#">${t("result.new_game")}</a></p>
    </section>
  `;
}
