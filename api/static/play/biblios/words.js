// Biblios's actions in words (a hint, the expert's choice in a review): the table's own
// button labels, the cards named as the seat saw them.
import { t } from "../i18n.js";
import { cardNames } from "../learn.js";

const PLACES = { keep: "place.keep", auction: "place.auction", public: "place.public" };

/** `action` (a concrete action of `view`'s seat) in words. */
export function actionText(action, view, catalog) {
  const names = cardNames(view);
  const card = (id) => names.get(id) ?? id;
  const category = (id) => catalog.categories.find((c) => c.id === id)?.name ?? id;
  switch (action.type) {
    case "place":
      return t("advice.place", { place: t(PLACES[action.to] ?? action.to) });
    case "take":
      return t("public.take", { card: card(action.card) });
    case "bid":
      return t("bid.button", { amount: action.amount });
    case "pass":
      return t("bid.pass");
    case "pay":
      return t("advice.pay", { cards: (action.cards ?? []).map(card).join(", ") });
    case "refuse":
      return t("pay.refuse");
    case "church":
      if (!action.adjust?.length) return t("church.decline");
      return t("advice.church", {
        changes: action.adjust.map((a) => `${category(a.category)} ${a.delta > 0 ? "+" : "−"}${Math.abs(a.delta)}`).join(", "),
      });
    default:
      return action.type;
  }
}
