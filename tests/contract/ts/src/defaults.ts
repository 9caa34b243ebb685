// Must compile against types generated with `--default-non-nullable false` (docs/portals.md: "Generated
// clients"): a request body may leave out every field that has a default.
import type { components } from "./schema-requests";

export const small: components["schemas"]["CreateGameRequest1347"] = { game: "1347", players: 3 };
export const biblios: components["schemas"]["CreateGameRequestBiblios"] = { game: "biblios", players: 2 };
