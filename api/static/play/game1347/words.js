// 1347's actions in words (a hint, the expert's choice in a review): the decision panel's own
// button labels, the building and the cards named as the seat saw them.
import { t } from "../i18n.js";
import { cardNames } from "../learn.js";

/** `action` (a concrete action of `view`'s seat) in words. */
export function actionText(action, view) {
  const names = cardNames(view);
  const building = view.row?.find((b) => b.row === action.row)?.name ?? action.row;
  const seat = (s) => view.seats.find((x) => x.seat === s)?.name ?? s;
  let text;
  switch (action.type) {
    case "supply":
      text = t("plague.advice_supply", { building });
      break;
    case "enter":
      text = t("plague.advice_enter", { building });
      break;
    case "give":
      text = t("plague.give");
      break;
    case "perform":
      text = t("plague.perform");
      break;
    case "play_pass":
      return t("plague.play_pass");
    case "decline":
      return t("plague.decline");
    case "choose_loser":
      return t("plague.choose_seat", { seat: seat(action.seat) });
    default:
      return action.type;
  }
  if (action.cards?.length) {
    text = t("plague.advice_with", { action: text, cards: action.cards.map((id) => names.get(id) ?? id).join(", ") });
  }
  if (action.look?.length) {
    text = t("plague.advice_look", { action: text, positions: action.look.join(", ") });
  }
  return text;
}
