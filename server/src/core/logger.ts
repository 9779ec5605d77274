// Minimal structured logger; usernames must be passed through redactUsername before logging.
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export function createLogger(level: 'silent' | 'info'): Logger {
  const write = (lvl: string) => (message: string, fields?: Record<string, unknown>) => {
    if (level === 'silent' && lvl !== 'error') return;
    const line = JSON.stringify({ level: lvl, time: new Date().toISOString(), message, ...fields });
    (lvl === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
  };
  return { info: write('info'), warn: write('warn'), error: write('error') };
}

/** An error's message for a log line (anything thrown, not only Errors). */
export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));
