// The v1 API over fetch (same origin); problems thrown as ApiError, with the localized detail.

let clockOffset = 0; // the server's time minus this machine's, in ms (from Date headers)

/** The server's idea of now, in ms since the epoch: clocks count down against it. */
export const serverNow = () => Date.now() + clockOffset;

export class ApiError extends Error {
  constructor(status, problem, retryAfter = null) {
    super(problem.detail || problem.title || `HTTP ${status}`);
    this.status = status; // 0: the server could not be reached
    this.code = problem.code;
    this.retryAfter = retryAfter; // seconds (a 503's or 429's Retry-After), else null
  }
}

/** Call `/v1<path>` as `token`'s seat (none: a spectator), texts in `lang`. */
export async function api(path, { method = "GET", token, lang, body } = {}) {
  const headers = { Accept: "application/json" };
  if (lang) headers["Accept-Language"] = lang;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  let response;
  try {
    response = await fetch(`/v1${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: "no-store",
    });
  } catch {
    throw new ApiError(0, { code: "network" });
  }
  noteServerTime(response);
  const data = await response.json().catch(() => ({}));
  if (!response.ok) {
    const retry = Number.parseInt(response.headers.get("Retry-After") ?? "", 10);
    throw new ApiError(response.status, data, Number.isNaN(retry) ? null : retry);
  }
  return data;
}

/** Keep the clock offset from a response's Date header (whole seconds: take the middle). */
export function noteServerTime(response) {
  const date = Date.parse(response.headers.get("Date") || "");
  if (!Number.isNaN(date)) clockOffset = date + 500 - Date.now();
}
