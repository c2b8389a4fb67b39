export const MAX_BODY_BYTES = 32 * 1024;

export type BodyResult =
  { kind: 'ok'; value: unknown } | { kind: 'tooLarge' } | { kind: 'invalid' };

/**
 * Reads and parses a JSON body without ever holding more than `maxBytes` of it: a declared
 * Content-Length over the cap is refused before reading, and the stream is cancelled as soon as
 * the bytes read pass the cap (a chunked body, or a Content-Length that lies).
 */
export async function readJsonBody(
  request: Request,
  maxBytes = MAX_BODY_BYTES,
): Promise<BodyResult> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) return { kind: 'tooLarge' };
  if (!request.body) return { kind: 'invalid' };

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return { kind: 'tooLarge' };
    }
    chunks.push(value);
  }

  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return {
      kind: 'ok',
      value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)),
    };
  } catch {
    return { kind: 'invalid' };
  }
}

/** `application/json`, with or without parameters such as `; charset=utf-8`. */
export function isJsonContentType(value: string | null): boolean {
  if (!value) return false;
  return value.split(';')[0]?.trim().toLowerCase() === 'application/json';
}
