export const MAX_BODY_BYTES = 32 * 1024;

export type BodyResult =
  { kind: 'ok'; value: unknown } | { kind: 'tooLarge' } | { kind: 'invalid' };

export type BytesResult = { kind: 'ok'; bytes: Uint8Array<ArrayBuffer> } | { kind: 'tooLarge' };

/**
 * Reads a body without ever holding more than `maxBytes` of it: a declared Content-Length over
 * the cap is refused before reading, and the stream is cancelled as soon as the bytes read pass
 * the cap (a chunked body, or a Content-Length that lies). No body reads as empty.
 */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<BytesResult> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) return { kind: 'tooLarge' };
  if (!request.body) return { kind: 'ok', bytes: new Uint8Array(0) };

  const reader = request.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
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

  const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
  return { kind: 'ok', bytes };
}

/** Reads (capped, as readBodyBytes) and parses a JSON body. */
export async function readJsonBody(
  request: Request,
  maxBytes = MAX_BODY_BYTES,
): Promise<BodyResult> {
  if (!request.body) return { kind: 'invalid' };
  const body = await readBodyBytes(request, maxBytes);
  if (body.kind === 'tooLarge') return body;
  try {
    return {
      kind: 'ok',
      value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body.bytes)),
    };
  } catch {
    return { kind: 'invalid' };
  }
}

export type FormResult =
  | { kind: 'ok'; fields: URLSearchParams }
  | { kind: 'tooLarge' }
  | { kind: 'invalid' }
  | { kind: 'unsupported' };

/** A Content-Type's media type, lower-cased, without parameters ('' when there is none). */
export const mediaType = (value: string | null) => value?.split(';')[0]?.trim().toLowerCase() ?? '';

/**
 * A form body's text fields, read capped (readBodyBytes) before anything is parsed:
 * application/x-www-form-urlencoded, and multipart/form-data only where `multipart` says a form
 * of that kind is expected. Another content type is 'unsupported' (415).
 */
export async function readFormFields(
  request: Request,
  { maxBytes, multipart = false }: { maxBytes: number; multipart?: boolean },
): Promise<FormResult> {
  const type = mediaType(request.headers.get('content-type'));
  const isMultipart = type === 'multipart/form-data';
  if (type !== 'application/x-www-form-urlencoded' && !(multipart && isMultipart)) {
    return { kind: 'unsupported' };
  }
  const body = await readBodyBytes(request, maxBytes);
  if (body.kind === 'tooLarge') return body;
  try {
    if (!isMultipart) {
      const text = new TextDecoder('utf-8', { fatal: true }).decode(body.bytes);
      return { kind: 'ok', fields: new URLSearchParams(text) };
    }
    const form = await new Response(body.bytes, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData();
    const fields = new URLSearchParams();
    for (const [key, value] of form) if (typeof value === 'string') fields.append(key, value);
    return { kind: 'ok', fields };
  } catch {
    return { kind: 'invalid' };
  }
}

/** `application/json`, with or without parameters such as `; charset=utf-8`. */
export function isJsonContentType(value: string | null): boolean {
  return mediaType(value) === 'application/json';
}
