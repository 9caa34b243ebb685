// Each game's part of the client, found by its id alone (docs/web-client.md): a directory
// named as its Python packages, with an optional `style.css` and a `table.js` exporting
// `Table`, `seatDetail(view, seat)` and optionally `optionEditors` and `logLines(events)`.

/** The directory of game `id`'s modules. */
export const gameDir = (id) => (/^[a-z]/i.test(id) ? id : `game${id}`);

const loaded = new Map();

/** Game `id`'s `style.css`, added once: resolves when loaded (or failed: it is optional), so
 * its table never shows unstyled. */
function stylesheet(id) {
  const href = new URL(`./${gameDir(id)}/style.css`, import.meta.url).href;
  return new Promise((done) => {
    const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href });
    link.addEventListener("load", done);
    link.addEventListener("error", () => (link.remove(), done()));
    document.head.append(link);
  });
}

/** Game `id`'s table module, its stylesheet loaded (rejects when this client has none). */
export function tableModule(id) {
  if (!loaded.has(id)) {
    const load = import(`./${gameDir(id)}/table.js`);
    load.catch(() => loaded.delete(id));
    loaded.set(id, load.then((module) => stylesheet(id).then(() => module)));
  }
  return loaded.get(id);
}
