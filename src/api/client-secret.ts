// Issue [8/13]: the header by which a device shows the server its secret for a client, so it is
// answered with that device's own view (its addresses, points when it owns the client).
// Sent only when the device holds a secret.
export const CLIENT_SECRET_HEADER = 'X-Client-Secret';

export const clientSecretHeaders = (secret: string | null | undefined): Record<string, string> =>
  secret ? { [CLIENT_SECRET_HEADER]: secret } : {};
