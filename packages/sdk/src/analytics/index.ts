/** Analytics (storefront §3 Analytics ecommerce events; calls §9): the events and the dataLayer adapter. */

export { type Analytics, type DataLayerAnalyticsOptions, createDataLayerAnalytics } from './datalayer.js'
export {
  type AnalyticsItem,
  type EcommerceEvent,
  addToCartEvent,
  addedItems,
  analyticsItems,
  beginCheckoutEvent,
  cartValue,
  purchaseEvent,
} from './rules.js'
