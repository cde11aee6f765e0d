import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template database of this test run (PostgreSQL only). */
    templateDatabase: string;
  }
}

/** Every database a test run makes starts with its run's prefix, so two runs on one server never touch each other's. */
export function runPrefix(pid: number): string {
  return `drip_test_${pid}`;
}

export function templateDatabase(): string {
  return inject('templateDatabase');
}

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
