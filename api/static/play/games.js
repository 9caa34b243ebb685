// Each game's own part of the client, found by the game's id alone: a directory named as the
// game's Python packages are (its id, or `game` and its id when the id does not start with a
// letter), with its rules for the page (`style.css`, optional) and whose `table.js` exports `Table` (a component taking {view, catalog, act, busy}),
// `seatDetail(view, seat)` (a short text for the seats list) and, optionally, `optionEditors`
// (option name -> a component taking {catalog, option, value, onChange}: the lobby's field for
// an option it cannot show by its type alone) and `logLines(events)` (the events the log shows,
// when the game tells some better together).

/** The directory of game `id`'s modules. */
export const gameDir = (id) => (/^[a-z]/i.test(id) ? id : `game${id}`);

const loaded = new Map();

/** Game `id`'s stylesheet (`style.css` in its directory), added to the page once: resolves
 * when it has loaded (or failed to: a game may bring none), so its table never shows
 * unstyled. */
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
