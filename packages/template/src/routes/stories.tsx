/** The /_stories route's lazy chunk (storefront §2, non-production only; Screen.tsx leaves it out of production builds). */
export { Stories as default } from '../stories/Stories'
