// The entities of SPEC §3 as they cross the §7 API. Field names follow the spec exactly,
// so the storefront could run against any backend that speaks the same contract.
// Money is always an integer in minor units (cents).

export type * from './types-company';
export type * from './types-settings';
export type * from './types-catalog';
export type * from './types-orders';
