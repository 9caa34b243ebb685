// The retry rules, one place: which answers say "nothing was done, try again", and how long
// to wait before trying.

export interface RetryOptions {
  /** Tries in all for one call (default 4). Streams reconnect without limit. */
  readonly attempts?: number;
  /** The first wait in milliseconds when the server does not say (default 500), doubled on
   * each failure, with ±20 % jitter. */
  readonly backoffMs?: number;
  /** The longest wait in milliseconds (default 30 000), Retry-After included. */
  readonly maxWaitMs?: number;
}

export class RetryPolicy {
  readonly attempts: number;
  readonly backoffMs: number;
  readonly maxWaitMs: number;

  constructor(options: RetryOptions = {}) {
    this.attempts = options.attempts ?? 4;
    this.backoffMs = options.backoffMs ?? 500;
    this.maxWaitMs = options.maxWaitMs ?? 30_000;
  }

  /** Milliseconds to wait after `failures` failures in a row; `retryAfterMs` (the server's
   * Retry-After) wins when given. */
  wait(failures: number, retryAfterMs: number | null = null): number {
    if (retryAfterMs !== null) return Math.min(retryAfterMs, this.maxWaitMs);
    const base = this.backoffMs * 2 ** Math.max(0, failures - 1);
    return Math.min(base * (0.8 + 0.4 * Math.random()), this.maxWaitMs);
  }
}

/** A promise that resolves after `ms` milliseconds, or rejects when `signal` aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** Retry-After in milliseconds (seconds on the wire; an HTTP date is left to the backoff). */
export function retryAfterMs(response: Response): number | null {
  const value = response.headers.get("Retry-After");
  if (value === null || !/^[0-9]+(\.[0-9]+)?$/.test(value.trim())) return null;
  return Number(value) * 1000;
}
