// The games of the API and their types, named from the generated schema
// (written by scripts/clients: support.client_types; do not edit).
import type { components } from "./generated/schema.js";

type Schemas = components["schemas"];

/** A view of a game of "1347". */
export type View1347 = Schemas["View1347"];
/** The actions of a game of "1347": its own, and `resign`. */
export type Action1347 = Schemas["Action1347"];
/** A legal action of a view of "1347" (`view.legal_actions`), a template. */
export type Template1347 = Schemas["LegalAction1347"];
/** The catalog of "1347" (`GET /v1/catalog/1347`). */
export type Catalog1347 = Schemas["Catalog1347"];
/** A view of a game of "biblios". */
export type ViewBiblios = Schemas["ViewBiblios"];
/** The actions of a game of "biblios": its own, and `resign`. */
export type ActionBiblios = Schemas["ActionBiblios"];
/** A legal action of a view of "biblios" (`view.legal_actions`), a template. */
export type TemplateBiblios = Schemas["LegalActionBiblios"];
/** The catalog of "biblios" (`GET /v1/catalog/biblios`). */
export type CatalogBiblios = Schemas["CatalogBiblios"];
/** Any game's catalog. */
export type Catalog = Catalog1347 | CatalogBiblios;
/** The actions of the game a view belongs to: another game's action does not compile
 * for it. */
export type ActionFor<V> =
  V extends View1347 ? Action1347 :
  V extends ViewBiblios ? ActionBiblios :
  never;
