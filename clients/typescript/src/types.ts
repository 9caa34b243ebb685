// The shapes the library speaks in, named from the types openapi-typescript generated from
// openapi.yaml (./generated/schema.ts, written by scripts/clients): nothing here restates a
// field.
import type { components, operations, paths, webhooks } from "./generated/schema.js";

export type { components, operations, paths, webhooks };
export type Schemas = components["schemas"];
// Each game's view, actions, templates and catalog (`ViewBiblios`, `ActionBiblios`,
// `TemplateBiblios`, `CatalogBiblios`...), `Catalog` (any game's) and `ActionFor<view>`:
// ./games.ts, generated from openapi.yaml by scripts/clients.
export * from "./games.js";

export type Lang = Schemas["Lang"];
export type GameView = Schemas["GameView"];
export type CreateGame = Schemas["CreateGame"];
export type CreateGameResponse = Schemas["CreateGameResponse"];
export type ActionResponse = Schemas["ActionResponse"];
export type ActionPreview = Schemas["ActionPreview"];
export type EventsResponse = Schemas["EventsResponse"];
export type Event = Schemas["Event"];
export type ExportDocument = Schemas["ExportDocument"];
export type GameList = Schemas["GameList"];
export type ListedGame = Schemas["ListedGame"];
export type ListStatus = NonNullable<
  NonNullable<operations["list_games"]["parameters"]["query"]>["status"]
>;
export type NewSeatToken = Schemas["NewSeatToken"];
export type StreamTicket = Schemas["StreamTicket"];
export type StreamUpdate = Schemas["StreamUpdate"];
export type StreamEnd = Schemas["StreamEnd"];
export type GameTypes = Schemas["GameTypes"];
export type HintResponse = Schemas["HintResponse"];
export type ReplayPage = Schemas["ReplayPage"];
export type ReplayStep = Schemas["ReplayStep"];
export type Review = Schemas["ReviewOut"];
/** Whom a replay shows each step to: a seat (as it saw the game then), or `"all"`. */
export type ReplayViewer = operations["replay_game"]["parameters"]["query"]["as"];
export type Rules = Schemas["Rules"];
export type Health = Schemas["Health"];
/** The games, by id (`"biblios"`, `"1347"`). */
export type GameId = GameView["game"];
export type Problem = Schemas["ProblemOut"];
export type ProblemCode = Problem["code"];
export type ParamValue = Schemas["ParamValue"];

/** Any game's action (the request body of `POST /v1/games/{game_id}/actions`). */
export type Action = Schemas["Action"];

/** True when `candidate` is a view of the same game as `view` (a re-read after a 412). */
export function sameGame<V extends GameView>(view: V, candidate: GameView): candidate is V {
  return candidate.game === view.game;
}

/** A webhook's body, the envelope `{type, timestamp, data}` (the document's `webhooks`):
 * narrow on `type`. */
export type WebhookMessage = {
  [Type in keyof webhooks]: webhooks[Type]["post"]["requestBody"]["content"]["application/json"];
}[keyof webhooks];

/** True for a JSON object (not null, not an array): what the guards below start from. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** True for a webhook envelope (after its signature was verified: `standardwebhooks`'
 * `verify` returns the parsed body as `unknown`). */
export function isWebhookMessage(value: unknown): value is WebhookMessage {
  return (
    isRecord(value) &&
    typeof value.type === "string" &&
    value.type.startsWith("game.") &&
    typeof value.timestamp === "string" &&
    isRecord(value.data) &&
    typeof value.data.game_id === "string"
  );
}
