// Templates: Preact renders, htm turns tagged template literals into Preact elements.
import { Component, Fragment, h, render } from "./vendor/preact.mjs";
import htm from "./vendor/htm.mjs";

export const html = htm.bind(h);
export { Component, Fragment, render };
