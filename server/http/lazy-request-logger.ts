import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type LevelName = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
type LogArguments = Parameters<FastifyBaseLogger['info']>;
type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;

/**
 * A request's logger that makes its child of the server's logger (the one that writes the request id on every line)
 * only when a line is written at a level the server logs. Most requests write nothing at the production level (warn),
 * and making a child for each was a fiftieth of the time of a cached answer. A line it writes is the child's line,
 * request id and serializers included.
 */
class LazyRequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  private requestLogger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  private write(level: LevelName, args: LogArguments): void {
    // The server logger's own test: a line below its level is not written, so no child is needed for it.
    if (this.made === null && !isEnabled(this.parent, level)) return;
    (this.requestLogger()[level] as (...values: LogArguments) => void)(...args);
  }

  get level(): string {
    return this.made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.requestLogger().level = level;
  }

  fatal(...args: LogArguments): void {
    this.write('fatal', args);
  }
  error(...args: LogArguments): void {
    this.write('error', args);
  }
  warn(...args: LogArguments): void {
    this.write('warn', args);
  }
  info(...args: LogArguments): void {
    this.write('info', args);
  }
  debug(...args: LogArguments): void {
    this.write('debug', args);
  }
  trace(...args: LogArguments): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.requestLogger().child(bindings, options);
  }
}

function isEnabled(logger: FastifyBaseLogger, level: LevelName): boolean {
  const withTest = logger as FastifyBaseLogger & { isLevelEnabled?: (name: string) => boolean };
  return withTest.isLevelEnabled ? withTest.isLevelEnabled(level) : true;
}

/**
 * Fastify's childLoggerFactory: each request's logger made on its first written line. A route with its own log level
 * gets its child at once, since the server logger's level does not say what that route writes.
 */
export const lazyRequestLogger: ChildLoggerFactory = function (logger, bindings, options) {
  if (options.level !== undefined) return logger.child(bindings, options);
  return new LazyRequestLogger(logger, bindings, options);
};
