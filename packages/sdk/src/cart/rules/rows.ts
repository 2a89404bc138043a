/** The `_data` rows of one envelope of a response body (calls §7 response shape); internal to the cart rules. */
export function rows<T>(body: Record<string, unknown>, key: string): T[] {
  const envelope = body[key] as { _data?: unknown } | undefined
  return Array.isArray(envelope?._data) ? (envelope._data as T[]) : []
}
