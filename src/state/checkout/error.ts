// A checkout failure that already knows the message to show: its key (and params) in the
// dictionaries. reportFailure and noticeFor show it as is.
export class CheckoutError extends Error {
  constructor(
    readonly key: string,
    readonly params?: Record<string, string | number>,
  ) {
    super(key);
    this.name = 'CheckoutError';
  }
}
