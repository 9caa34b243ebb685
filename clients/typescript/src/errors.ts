// Error answers as typed errors: `ApiError` for a problem (RFC 9457, the API's own answers:
// a stable `code`, its `params`, the localized `title` and `detail`), `HttpError` for an
// answer that is not one (a proxy's page, say). `isProblem(error, code)` narrows an error to a
// code, and its `params` to that code's parameters where the document types them.
import { retryAfterMs } from "./retry.js";
import { isRecord, type ParamValue, type Problem, type ProblemCode, type Schemas } from "./types.js";

type ParamsTable = Schemas extends { ProblemParams: infer Table } ? Table : Record<never, never>;

/** The parameters of a problem `code`: typed for a code with fixed parameters (the
 * document's `ProblemParams`), else a map of parameter values. */
export type ProblemParamsOf<C extends ProblemCode> = C extends keyof ParamsTable
  ? NonNullable<ParamsTable[C]>
  : Readonly<Record<string, ParamValue>>;

/** The base of the library's errors: `status` is the HTTP status of the answer. */
export class BibliosError extends Error {
  readonly status: number;
  /** Milliseconds the server asked to wait (Retry-After), if it said. */
  readonly retryAfterMs: number | null;
  /** The request's id (X-Request-Id), to quote in reports. */
  readonly requestId: string | null;

  constructor(message: string, status: number, response: Response | null) {
    super(message);
    this.name = new.target.name;
    this.status = status;
    this.retryAfterMs = response === null ? null : retryAfterMs(response);
    this.requestId = response?.headers.get("X-Request-Id") ?? null;
  }
}

/** A problem answer of the API (docs/codes.md lists the codes and their parameters). */
export class ApiError extends BibliosError {
  readonly code: ProblemCode;
  readonly params: Readonly<Record<string, ParamValue>>;
  readonly title: string;
  readonly detail: string;
  /** A 400's field errors. */
  readonly errors: Problem["errors"];
  readonly problem: Problem;

  constructor(problem: Problem, response: Response | null) {
    super(`${problem.status} ${problem.code}: ${problem.detail}`, problem.status, response);
    this.problem = problem;
    this.code = problem.code;
    this.params = problem.params ?? {};
    this.title = problem.title;
    this.detail = problem.detail;
    this.errors = problem.errors;
  }
}

/** An error answer that is not a problem (no JSON body with a `code`): a proxy's, say. */
export class HttpError extends BibliosError {
  readonly body: string;

  constructor(status: number, body: string, response: Response | null) {
    super(`${status}: ${body.slice(0, 200)}`, status, response);
    this.body = body;
  }
}

/** A problem of one code, its parameters typed. */
export type ApiErrorOf<C extends ProblemCode> = ApiError & {
  readonly code: C;
  readonly params: ProblemParamsOf<C>;
};

/** Narrows `error` to the problem `code` (and `params` to its parameters). */
export function isProblem<C extends ProblemCode>(error: unknown, code: C): error is ApiErrorOf<C> {
  return error instanceof ApiError && error.code === code;
}

/** True for a problem body: the fields every problem of the API has. */
export function isProblemBody(value: unknown): value is Problem {
  return (
    isRecord(value) &&
    typeof value.code === "string" &&
    typeof value.status === "number" &&
    typeof value.title === "string" &&
    typeof value.detail === "string"
  );
}

/** The error for an answer of 400 or more, from its body (parsed or not). */
export function errorOf(response: Response, body: unknown): ApiError | HttpError {
  if (isProblemBody(body)) return new ApiError(body, response);
  const text = typeof body === "string" ? body : JSON.stringify(body ?? "");
  return new HttpError(response.status, text, response);
}

/** The error for an answer of 400 or more, reading its body. */
export async function readError(response: Response): Promise<ApiError | HttpError> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: an HttpError with the text
  }
  return errorOf(response, body);
}
