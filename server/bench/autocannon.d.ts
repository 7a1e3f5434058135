/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  export interface Histogram {
    average: number;
    total: number;
    p50: number;
    p99: number;
  }
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    /** Called with each answer to this request; `context` is the connection's, as setupRequest's. */
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: Request[];
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  /** One connection, as a 'response' event names it. */
  export interface Client {
    requestIterator: { context: Record<string, unknown> };
  }
  /** A running benchmark: awaited for its result; 'response' reports each answer as it comes. */
  export interface Run extends Promise<Result> {
    on(event: 'response', listener: (client: Client, status: number, bytes: number, ms: number) => void): Run;
  }
  function autocannon(options: Options): Run;
  export default autocannon;
}
