// What the learning screens share: an action in words (each game's table module words its
// own: `actionText`), chances as percentages, the lesson of a tutorial's prompt, and the Hint.
import { api } from "./api.js";
import { Component, html } from "./html.js";
import { lang, t } from "./i18n.js";

/** Every card the view shows, by id (any object with an `id` and a `name`): what an action's
 * card ids are called, as this seat could see them. */
export function cardNames(view) {
  const names = new Map();
  const walk = (value) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") {
      if (typeof value.id === "string" && typeof value.name === "string") names.set(value.id, value.name);
      Object.values(value).forEach(walk);
    }
  };
  walk(view);
  return names;
}

/** `x` (0..1) as a percentage in the page's language ("62 %" in French). */
export const percent = (x) =>
  x === null || x === undefined ? "?" : new Intl.NumberFormat(lang, { style: "percent" }).format(x);

/** `action` in words, by the game's table module (its type when the module has no words). */
export function actionWords(table, action, view, catalog) {
  return table.actionText?.(action, view, catalog) ?? action.type;
}

/** A tutorial's lesson at this prompt, with its rule's number opening the rules there. */
export function Lesson({ lesson }) {
  if (!lesson) return null;
  const open = () => dispatchEvent(new CustomEvent("biblios:rules", { detail: lesson.section }));
  return html`<aside class="lesson" aria-labelledby="lesson-title" data-code=${lesson.code}>
    <h2 id="lesson-title">${t("lesson.title")}</h2>
    <p class="lesson-text">${lesson.text}</p>
    <button type="button" class="linkish" data-action="rule" onClick=${open}>
      ${t("lesson.rule", { rule: lesson.rule })}</button>
  </aside>`;
}

/** The Hint button of a game created with hints, and the hint in words. A 503
 * `hint_unavailable` (the expert still searching) is asked again after its Retry-After, the
 * button saying the expert is thinking. A hint is for one decision: a new one forgets it. */
export class HintButton extends Component {
  state = { hint: null, thinking: false, error: null, decision: null };

  componentWillUnmount() {
    clearTimeout(this.retry);
    this.gone = true;
  }

  /** The decision the hint was for: the seat's legal actions. */
  decision() {
    return JSON.stringify(this.props.view.legal_actions);
  }

  async ask() {
    if (this.state.thinking) return;
    const { view, token } = this.props;
    const decision = this.decision();
    this.setState({ thinking: true, error: null, hint: null, decision });
    try {
      const path = `/games/${encodeURIComponent(view.id)}/hint`;
      const hint = await api(path, { method: "POST", token, lang });
      if (!this.gone) this.setState({ hint, thinking: false });
    } catch (error) {
      if (this.gone) return;
      if (error.code === "hint_unavailable" && this.decision() === decision) {
        this.retry = setTimeout(() => this.setState({ thinking: false }, () => this.ask()),
          (error.retryAfter ?? 2) * 1000);
        return;
      }
      this.setState({ thinking: false, error: error.status === 0 ? t("error.network") : error.message });
    }
  }

  render({ view, table, catalog }, { hint, thinking, error, decision }) {
    const mine = view.to_act.includes(view.seat) && view.legal_actions.length > 0;
    const current = decision === this.decision();
    const shown = current ? hint : null;
    const say = (a) => actionWords(table, a.action, view, catalog);
    return html`<div class="hint-box">
      <button type="button" class="quiet" data-action="hint" disabled=${!mine || thinking}
        aria-describedby=${mine && !thinking ? null : "hint-why"} onClick=${() => this.ask()}>
        ${t("hint.button")}</button>
      ${(!mine || thinking) && html`<span class="why" id="hint-why" role="status">
        ${t(thinking ? "hint.thinking" : "hint.why_turn")}</span>`}
      ${shown && mine && html`<div class="hint-text" role="status">
        <p><strong>${t("hint.says", { action: say(shown) })}</strong>
        ${shown.chance !== null && html` (${t("hint.chance", { chance: percent(shown.chance) })})`}</p>
        ${shown.alternatives.length > 0 && html`<div class="hint-others"><small>${t("hint.others")}</small>
          <ul>${shown.alternatives.map((a) => html`<li>${say(a)} (${percent(a.chance)})</li>`)}</ul></div>`}
      </div>`}
      ${current && error && html`<p class="error" role="alert">${error}</p>`}
    </div>`;
  }
}
