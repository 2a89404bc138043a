/**
 * Key/value storage, injected (the shape of the Web Storage API, so `window.localStorage` or
 * `sessionStorage` can be passed as they are). Later domains keep the cart id and login flow data
 * here (storefront §4); nothing in the sdk reads `localStorage` itself, so it runs in Node.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/**
 * Storage that lives as long as the storefront object: the default, and what Node scripts and
 * tests use.
 * @example
 * createStorefront({ apiBase, seller, storage: window.localStorage }) // persist across reloads
 * createStorefront({ apiBase, seller }) // memory storage (the default)
 */
export function createMemoryStorage(): KeyValueStorage {
  const values = new Map<string, string>()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, String(value))
    },
    removeItem: (key) => {
      values.delete(key)
    },
  }
}
