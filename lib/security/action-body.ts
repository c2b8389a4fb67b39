// What a form post to a page may look like before Next decodes it as a Server Action. Next (and
// React's reply decoder) answer a malformed one with a 500 and a stack in the log: a multipart
// body that does not parse, a row that is not JSON, a reference to a part that is not there, an
// argument list that is not a list, or an action called without the FormData it reads. Our
// actions are all called the same way, a form's action: the form's FormData as their last
// argument, useActionState's previous state (a plain object) before it. An action's id says which
// of its arguments it uses (its first byte: Next's extractInfoFromServerReferenceId), so exactly
// the shape its form sends is let through:
// - with JavaScript (a `Next-Action` header): the argument list in row "0", as Next sends it:
//   unused arguments left out (null or "$undefined", trailing ones dropped), the last used one
//   the form data ("$K<n>", in a multipart body), the others plain states. An action that uses
//   no argument (sign-out) gets `[]`, as text;
// - without (no header, multipart): the form's own fields plus `$ACTION_ID_<id>` for an action of
//   one argument (or none), or `$ACTION_REF_<n>` with `$ACTION_<n>:0` = {"id", "bound": "$@<k>"}
//   and its bound arguments row `[<state>]` for an action of two (Next adds the form data).
// Every other "$"-reference React's decoder knows (promises, maps, streams, server references,
// ...) is refused: none of our forms sends one. (docs/workarounds.md#page-post-refusal)

/**
 * Set by the server's request gate (lib/security/install-request-gate.ts) on every page POST:
 * the ids of the Server Actions the page can run, from the build's manifest, so that a form
 * post naming another page's action (or none of this build's) is refused here rather than
 * logged with a stack by Next. Absent (no gate: `next dev`, another server) = not checked.
 */
export const PAGE_ACTIONS_HEADER = 'x-page-actions';

export type ActionBodyVerdict = { ok: true } | { ok: false; status: 400 | 415; reason: string };

const refuse = (status: 400 | 415, reason: string): ActionBodyVerdict => ({
  ok: false,
  status,
  reason,
});
const OK: ActionBodyVerdict = { ok: true };

// Values React writes for what JSON cannot hold: "$$..." is an escaped "$", then undefined, NaN,
// infinities, -0, dates ($D) and big integers ($n).
const PLAIN_SPECIAL = /^\$(?:\$|undefined$|NaN$|-?Infinity$|-0$|D.|n-?\d+$)/;
const FORM_DATA_REF = /^\$K[0-9a-f]+$/;
const HEX = /^[0-9a-f]+$/;
const ACTION_ID = /^[0-9a-f]{42}$/;
const MAX_DEPTH = 32;

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * How many leading arguments an action takes, from its id, or null for an id none of our
 * actions has (a 'use cache' function, rest arguments, more than two arguments). Next sends
 * arguments up to the last one used.
 */
export function actionArity(id: string): number | null {
  if (!ACTION_ID.test(id)) return null;
  const info = parseInt(id.slice(0, 2), 16);
  const cache = (info >> 7) & 1;
  const mask = (info >> 1) & 0x3f; // bit 5: the first argument ... bit 0: the sixth
  const rest = info & 1;
  if (cache === 1 || rest === 1) return null;
  const used = [0, 1, 2, 3, 4, 5].filter((index) => ((mask >> (5 - index)) & 1) === 1);
  const arity = used.length === 0 ? 0 : (used.at(-1) ?? 0) + 1;
  return arity <= 2 ? arity : null;
}

/** Whether `value` holds only plain data: no "$" reference but the special values above. */
function isPlainData(value: unknown, depth = 0): boolean {
  if (depth > MAX_DEPTH) return false;
  if (typeof value === 'string') return !value.startsWith('$') || PLAIN_SPECIAL.test(value);
  if (Array.isArray(value)) return value.every((item) => isPlainData(item, depth + 1));
  if (typeof value === 'object' && value !== null) {
    return Object.values(value).every((item) => isPlainData(item, depth + 1));
  }
  return true;
}

const isState = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && isPlainData(value);

// An argument Next left out because the action does not use it (omitUnusedArgs).
const isLeftOut = (value: unknown) => value === null || value === '$undefined';

/**
 * The arguments a form's action called with JavaScript gets: `arity` of them (Next drops unused
 * trailing ones, so fewer is fine as long as the last is the form data), the last one the form
 * data (only in a multipart body), the others states or left out.
 */
function isFormArguments(value: unknown, arity: number, multipart: boolean): boolean {
  if (!Array.isArray(value)) return false;
  if (arity === 0) return value.length === 0;
  if (value.length !== arity) return false;
  return value.every((argument: unknown, index) => {
    if (index === arity - 1)
      return typeof argument === 'string' && multipart && FORM_DATA_REF.test(argument);
    return isLeftOut(argument) || isState(argument);
  });
}

function checkFetchAction(form: FormData, arity: number): ActionBodyVerdict {
  const root = form.get('0');
  if (typeof root !== 'string') return refuse(400, 'no-root-row');
  const parsed = parseJson(root);
  if (!parsed.ok || !isFormArguments(parsed.value, arity, true)) {
    return refuse(400, 'arguments');
  }
  // The root row is the only row our forms send; any other numbered row is unexpected.
  for (const key of form.keys()) if (HEX.test(key) && key !== '0') return refuse(400, 'rows');
  return OK;
}

function checkFormPost(form: FormData, onPage: (id: string) => boolean): ActionBodyVerdict {
  const keys = [...form.keys()];
  const ids = keys.filter((key) => key.startsWith('$ACTION_ID_'));
  const refs = keys.filter((key) => key.startsWith('$ACTION_REF_'));
  if (ids.length + refs.length !== 1) return refuse(400, 'not-an-action');
  if (ids.length === 1) {
    // Next calls it with the form data alone.
    const id = ids[0]?.slice('$ACTION_ID_'.length) ?? '';
    const arity = actionArity(id);
    if (!onPage(id)) return refuse(400, 'action-not-on-page');
    return arity === 0 || arity === 1 ? OK : refuse(400, 'action-id');
  }
  const prefix = `$ACTION_${refs[0]?.slice('$ACTION_REF_'.length) ?? ''}:`;
  const rows = new Map<string, unknown>();
  for (const key of keys) {
    if (!key.startsWith(prefix)) continue;
    const text = form.get(key);
    const parsed = typeof text === 'string' ? parseJson(text) : { ok: false as const };
    if (!parsed.ok) return refuse(400, 'row-json');
    rows.set(key.slice(prefix.length), parsed.value);
  }
  const meta = rows.get('0');
  if (typeof meta !== 'object' || meta === null || Array.isArray(meta)) return refuse(400, 'meta');
  const { id, bound } = meta as { id?: unknown; bound?: unknown };
  const arity = typeof id === 'string' ? actionArity(id) : null;
  if (arity === null || typeof id !== 'string') return refuse(400, 'action-id');
  if (!onPage(id)) return refuse(400, 'action-not-on-page');
  if (bound === null || bound === undefined) {
    return arity <= 1 && rows.size === 1 ? OK : refuse(400, 'bound-arguments');
  }
  // Bound arguments, then the form data Next adds: one state for an action of two arguments.
  const row = typeof bound === 'string' && /^\$@[0-9a-f]+$/.test(bound) ? bound.slice(2) : null;
  const args = row === null ? undefined : rows.get(row);
  if (arity !== 2 || rows.size !== 2 || !Array.isArray(args) || args.length !== 1) {
    return refuse(400, 'bound-arguments');
  }
  return isState(args[0]) ? OK : refuse(400, 'bound-arguments');
}

/**
 * Checks a form post to a page (the middleware calls it before Next reads the body; the body is
 * already capped at PAGE_POST_LIMIT_BYTES). 415 for a content type no form sends, 400 for a body
 * that is not one of our forms' submissions.
 */
export async function checkActionBody(request: Request): Promise<ActionBodyVerdict> {
  const type = request.headers.get('content-type') ?? '';
  const mediaType = type.split(';')[0]?.trim().toLowerCase();
  const listed = request.headers.get(PAGE_ACTIONS_HEADER);
  const pageActions = listed === null ? null : new Set(listed.split(',').filter(Boolean));
  const onPage = (id: string) => pageActions === null || pageActions.has(id);
  const actionId = request.headers.get('next-action');
  const arity = actionId === null ? null : actionArity(actionId);
  if (actionId !== null && arity === null) return refuse(400, 'action-id');
  if (actionId !== null && !onPage(actionId)) return refuse(400, 'action-not-on-page');
  if (mediaType === 'text/plain' && arity !== null) {
    const parsed = parseJson(await request.text().catch(() => ''));
    return parsed.ok && isFormArguments(parsed.value, arity, false) ? OK : refuse(400, 'arguments');
  }
  if (mediaType !== 'multipart/form-data' || !/;\s*boundary=/i.test(type)) {
    return refuse(415, 'content-type');
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refuse(400, 'multipart');
  }
  return arity === null ? checkFormPost(form, onPage) : checkFetchAction(form, arity);
}
