export { createStore, type ReadableStore, type Store, type StatusState } from './store.js'
export { systemClock, sleep, type Clock, type TimerHandle } from './clock.js'
export { createMemoryStorage, type KeyValueStorage } from './storage.js'
export { createEvents, type StorefrontEvents, type StorefrontEmitter } from './events.js'
