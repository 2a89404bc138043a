/**
 * The sdk's seats domain and its hook, as the seat components import them: through
 * `@foyer/react-hooks`, which re-exports the whole sdk (one module instance of each).
 */
export * from '@foyer/react-hooks'
