// biblios-api-client: a thin typed layer over openapi-fetch and the types generated from the
// API's openapi.yaml. See README.md.
export { Biblios, idempotencyKey, OPERATIONS } from "./client.js";
export type {
  ActOptions,
  CallOptions,
  ClientOptions,
  ListOptions,
  PageOptions,
} from "./client.js";
export {
  ApiError,
  BibliosError,
  HttpError,
  isProblem,
  isProblemBody,
  type ApiErrorOf,
  type ProblemParamsOf,
} from "./errors.js";
export { RetryPolicy, type RetryOptions } from "./retry.js";
export { LineSplitter, SSEParser, type ServerSentEvent } from "./sse.js";
export { GameStream, StreamProtocolError, type StreamOptions } from "./stream.js";
export * from "./types.js";
export { API_VERSION } from "./version.js";
