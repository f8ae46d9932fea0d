/** Log levels of setLogLevel: 0 everything, 1 release (info and up), 2 warnings, 3 errors, 4 nothing. */
export type LogLevel = 0 | 1 | 2 | 3 | 4;
export type LogSink = (level: 'debug' | 'info' | 'warn' | 'error', message: string, detail?: unknown) => void;

/** The SDK's logger: library code never calls console; the app passes a sink (the default drops everything). */
export class Logger {
  constructor(
    private sink: LogSink = () => {},
    private level: LogLevel = 1,
  ) {}

  setLevel(level: LogLevel): void {
    this.level = level;
  }

  setSink(sink: LogSink): void {
    this.sink = sink;
  }

  debug(message: string, detail?: unknown): void {
    if (this.level <= 0) this.sink('debug', message, detail);
  }

  info(message: string, detail?: unknown): void {
    if (this.level <= 1) this.sink('info', message, detail);
  }

  warn(message: string, detail?: unknown): void {
    if (this.level <= 2) this.sink('warn', message, detail);
  }

  error(message: string, detail?: unknown): void {
    if (this.level <= 3) this.sink('error', message, detail);
  }
}
