/** The entries of a stored JSON list; anything else (nothing, bad JSON, not a list) is an empty list. */
export function storedList(raw: string | null): unknown[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}
