/**
 * The cart rules live in `cart/rules/` (one file per spec topic). This path stays for the
 * importers outside the cart domain (`reserve/`, `checkout/`) until they import `cart/index.js`.
 */
export * from './rules/index.js'
