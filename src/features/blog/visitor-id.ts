const STORAGE_KEY = 'drip-visitor-id';

/**
 * A random id this browser keeps, so a like counts once per browser without an account. When storage is blocked
 * (private modes), the id lives for the page's lifetime only.
 */
let memoryId: string | null = null;

export function getVisitorId(): string {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (stored && /^[A-Za-z0-9_-]{8,100}$/.test(stored)) return stored;
    const fresh = crypto.randomUUID();
    window.localStorage.setItem(STORAGE_KEY, fresh);
    return fresh;
  } catch {
    memoryId ??= crypto.randomUUID();
    return memoryId;
  }
}
