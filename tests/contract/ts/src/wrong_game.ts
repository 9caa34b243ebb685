// Must NOT compile: a 1347 action where a Biblios game's actions are expected (the per-game
// unions: `ActionBiblios`, `Action1347`).
import type { components } from "./schema";

export const wrong: components["schemas"]["ActionBiblios"] = { type: "supply", row: 1, look: [] };
