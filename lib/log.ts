// One JSON object per line, so that a log drain (Vercel, journald, Loki) can index the fields.
type Fields = Record<string, unknown>;

function write(level: 'info' | 'warn' | 'error', event: string, fields: Fields = {}) {
  const line = JSON.stringify(
    { level, event, time: new Date().toISOString(), ...fields },
    (_key, value) =>
      value instanceof Error ? { name: value.name, message: value.message } : value,
  );
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.info(line);
}

export const log = {
  info: (event: string, fields?: Fields) => write('info', event, fields),
  warn: (event: string, fields?: Fields) => write('warn', event, fields),
  error: (event: string, fields?: Fields) => write('error', event, fields),
};

/**
 * Client components: a readable line in the visitor's developer console (no log drain reads the
 * browser, so no JSON), e.g. browserLog.error('[carousel] could not load embla', error).
 */
export const browserLog = {
  error: (message: string, ...details: unknown[]) => console.error(message, ...details),
};
