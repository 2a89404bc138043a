/**
 * `@foyer/sdk/flags`: the feature-flag service (calls §7 "A feature-flag service is read on
 * load"). Flags switch spec behaviours on for a tenant: `express_checkout` (skip the upsells),
 * `extend_cart_timer` (the 30 s critical threshold), `form_validation_guard` (the membership form).
 */
export { FEATURE_FLAG_TIMEOUT_MS, readFeatureFlags, type FeatureFlags, type FeatureFlagsRead } from './flags.js'
