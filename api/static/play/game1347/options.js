// 1347's lobby field its option types do not give: the copies of each building (P14).
import { html } from "../html.js";

/** The copies by building type the field starts from: the first game's types, 5 of each. */
function firstGameCounts(catalog, option) {
  const first = new Set(catalog.first_game);
  return Object.fromEntries(option.keys.map((type) => [type, first.has(type) ? option.maximum : 0]));
}

function BuildingCopies({ catalog, option, value, onChange }) {
  const counts = value ?? firstGameCounts(catalog, option);
  const described = catalog.options.find((o) => o.id === option.name);
  const setCount = (type, n) => onChange({ ...counts, [type]: n });
  return html`<fieldset class="copies">
    <legend>${described.name}</legend>
    <p class="hint">${described.text}</p>
    ${catalog.classes.map((c) => html`<div class=${`copies-class cls-${c.id}`} key=${c.id}>
      <span class="copies-name">${c.name}</span>
      ${catalog.building_types.filter((b) => b.class === c.id).map((b) => html`
        <label key=${b.type}>
          <span>${b.name}</span>
          <input type="number" min=${option.minimum} max=${option.maximum} step="1"
            inputmode="numeric" value=${counts[b.type]} data-type=${b.type}
            onInput=${(e) => setCount(b.type, Number.isNaN(e.currentTarget.valueAsNumber) ? 0 : e.currentTarget.valueAsNumber)} />
        </label>`)}
    </div>`)}
  </fieldset>`;
}
BuildingCopies.initial = firstGameCounts;

/** Option name -> its lobby field (games.js). */
export const optionEditors = { buildings: BuildingCopies };
