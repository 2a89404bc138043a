/**
 * The seat rules, now in `rules/`. This file only keeps `reserve/reserve.store.ts`'s import of
 * `../seats/rules.js` working; delete it once that import names `../seats/rules/index.js`.
 */
export * from './rules/index.js'
