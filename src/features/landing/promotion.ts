// The provider's site for the footer promotion link and the free-plan banner; the same
// address the server's 404 page links to (server/pages/not-found-text.ts PROVIDER_SITE).
export const PROMOTION_URL = 'https://comanda.example/';
