// Must NOT compile: the example of a body that type-checked against the flat action.
import type { components } from "./schema";

export const wrong: components["schemas"]["Action"] = { type: "pass", amount: 3, to: "keep" };
