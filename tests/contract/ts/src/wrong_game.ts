// Must NOT compile: a 1347 action where a Biblios game's actions are expected (the per-game
// unions: `BibliosAction`, `Action1347`).
import type { components } from "./schema";

export const wrong: components["schemas"]["BibliosAction"] = { type: "supply", row: 1, look: [] };
