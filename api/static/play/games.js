// Each game's own part of the client, found by the game's id alone: a directory named as the
// game's Python packages are (its id, or `game` and its id when the id does not start with a
// letter), whose `table.js` exports `Table` (a component taking {view, catalog, act, busy}),
// `seatDetail(view, seat)` (a short text for the seats list) and, optionally, `optionEditors`
// (option name -> a component taking {catalog, option, value, onChange}: the lobby's field for
// an option it cannot show by its type alone) and `logLines(events)` (the events the log shows,
// when the game tells some better together).

/** The directory of game `id`'s modules. */
export const gameDir = (id) => (/^[a-z]/i.test(id) ? id : `game${id}`);

const loaded = new Map();

/** Game `id`'s table module (rejects when this client has none for it). */
export function tableModule(id) {
  if (!loaded.has(id)) {
    const load = import(`./${gameDir(id)}/table.js`);
    load.catch(() => loaded.delete(id));
    loaded.set(id, load);
  }
  return loaded.get(id);
}
