/** Analytics (storefront §3 Analytics ecommerce events; calls §9): the events and the dataLayer adapter. */
export * from './rules.js'
export { createDataLayerAnalytics, type Analytics, type DataLayerAnalyticsOptions } from './datalayer.js'
