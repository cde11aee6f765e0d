/** How a start that cannot go on ends: the message alone (no stack trace) and exit code 1. */
export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

export function failToListen(error: unknown, port: number): never {
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    fail(`Port ${port} is already in use: is the site already running? Stop it, or set PORT to another port.`);
  }
  fail(`Cannot start the server: ${error instanceof Error ? error.message : String(error)}`);
}
