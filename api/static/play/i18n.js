// The client's labels, from the project's catalogs (GET /play/texts/<lang>.json); the rest a
// player reads comes translated from the API.

import { html } from "./html.js";

export const LANGUAGES = ["en", "es", "fr", "ru"];
/** Language names, each in its own language (never translated). */
const ENDONYMS = { en: "English", es: "Español", fr: "Français", ru: "Русский" };

/** The <option>s of a language select. */
export const languageOptions = () =>
  LANGUAGES.map((c) => html`<option value=${c} lang=${c}>${ENDONYMS[c]}</option>`);
let texts = {};
let plurals = new Intl.PluralRules("en");
let numbers = new Intl.NumberFormat("en");
export let lang = "en";

/** Load the labels of `code` (one of LANGUAGES) and make it the current language. */
export async function useLanguage(code) {
  const response = await fetch(`/play/texts/${code}.json`);
  if (!response.ok) throw new Error(`no texts for ${code}`);
  texts = (await response.json()).texts;
  lang = code;
  plurals = new Intl.PluralRules(code);
  numbers = new Intl.NumberFormat(code);
  document.documentElement.lang = code;
}

/** The label `key` with its `%(name)s` placeholders filled; `count` picks a plural form (a
 * count of 0 its words for none, "no cards in hand", where the label has them). */
export function t(key, params = {}) {
  let text = texts[key] ?? key;
  if (typeof text === "object") {
    const forms = Object.values(text);
    const form = params.count === 0 && text.zero ? "zero" : plurals.select(params.count);
    text = text[form] ?? forms[forms.length - 1];
  }
  return text.replace(/%\((\w+)\)s/g, (_, name) =>
    typeof params[name] === "number" ? numbers.format(params[name]) : String(params[name] ?? "?"),
  );
}

/** The best of LANGUAGES for this browser (its preferred languages in order), else English. */
export function preferredLanguage() {
  for (const tag of navigator.languages || []) {
    const base = tag.toLowerCase().split("-")[0];
    if (LANGUAGES.includes(base)) return base;
  }
  return "en";
}
