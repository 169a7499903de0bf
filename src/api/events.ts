// §7.6 "Internal events: request errors" and §8 "Any HTTP error: broadcast as a request error".
// A tiny emitter so analytics or a snackbar can listen without the client knowing about them.
import type { ApiError } from './errors';

type RequestErrorListener = (error: ApiError) => void;

const listeners = new Set<RequestErrorListener>();

export function onRequestError(listener: RequestErrorListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitRequestError(error: ApiError): void {
  // §8: logged for analytics with status, method, URL, message and errors.
  console.error('[REQUEST_ERROR]', {
    status: error.status,
    method: error.method,
    url: error.url,
    message: error.message,
    errors: error.errors,
  });
  for (const listener of listeners) {
    try {
      listener(error);
    } catch (listenerError) {
      // One broken listener must not stop the others or the caller's own error handling.
      console.error('[ERROR:onRequestError]', listenerError);
    }
  }
}
