/**
 * What a request is about, for its log lines: the request id from the start, then a payment's
 * reference or an order's number once the handler knows them. Every line logged while the request
 * is handled carries them, the services' lines (which log through the app's logger) included, so
 * a payment reference or an order number found in the logs leads to the request id, and the
 * request id to every line of that request.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** The fields a request's log lines carry. */
export interface LogContext {
  reqId?: string;
  paymentReference?: string;
  orderNumber?: string;
}

const store = new AsyncLocalStorage<LogContext>();

/** Runs `fn` (the rest of a request's handling) with its own log context. */
export function runWithLogContext(context: LogContext, fn: () => void): void {
  store.run(context, fn);
}

/** Adds what the request turned out to be about to its later log lines; outside a request, nothing. */
export function noteInLog(fields: Omit<LogContext, 'reqId'>): void {
  const context = store.getStore();
  if (!context) return;
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) (context as Record<string, unknown>)[key] = value;
  }
}

/**
 * pino's mixin: the request's context for a line logged during it. A request's own logger has
 * the request id among its bindings already; it is added only to the app logger's lines.
 */
export function logContextMixin(
  _merge: object,
  _level: number,
  logger?: { bindings(): Record<string, unknown> },
): Record<string, unknown> {
  const context = store.getStore();
  if (!context) return {};
  if (context.reqId !== undefined && logger?.bindings().reqId !== undefined) {
    const { reqId: _bound, ...rest } = context;
    return rest;
  }
  return { ...context };
}
