// The back office's settings for selling and the brand (issue [11/13]): payment methods, coupons,
// loyalty and the landing page. The forms validate with these schemas before sending and the
// server validates every body with the same ones (DESIGN rule 5), so a refusal names the field
// the form shows it on. Money is integer minor units (DESIGN rule 3); the forms read what the
// owner typed with parseMoney. This is the entry point; the pieces live in brand-schemas/ to stay
// small.
export * from './brand-schemas/core';
export * from './brand-schemas/payments';
export * from './brand-schemas/coupons';
export * from './brand-schemas/loyalty';
export * from './brand-schemas/landing';
