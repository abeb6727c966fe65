/**
 * Stripe's v1 API takes form-encoded bodies (and query strings) with bracket notation:
 * `metadata[order_id]=...`, `payment_method_types[0]=card`, `expand[]=latest_charge`.
 * This turns them back into nested objects and arrays, as Stripe's servers read them.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

export function parseStripeForm(text: string): FormObject {
  const root: FormObject = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const path = keyPath(rawKey);
    if (!path) continue;
    setPath(root, path, value);
  }
  return normalizeArrays(root) as FormObject;
}

/** `a[b][0]` → ['a', 'b', '0']; `a[]` → ['a', '']; null for a malformed key. */
function keyPath(key: string): string[] | null {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) return null;
  const rest = [...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1]!);
  return [match[1]!, ...rest];
}

function setPath(target: FormObject, path: string[], value: string) {
  let node: FormObject = target;
  for (let i = 0; i < path.length - 1; i++) {
    let segment = path[i]!;
    const next = path[i + 1]!;
    if (segment === '') segment = String(Object.keys(node).length);
    const existing = node[segment];
    if (typeof existing !== 'object' || existing === null || Array.isArray(existing)) {
      node[segment] = {};
    }
    node = node[segment] as FormObject;
    if (next === '' && i + 1 === path.length - 1) {
      node[String(Object.keys(node).length)] = value;
      return;
    }
  }
  const last = path[path.length - 1]!;
  node[last === '' ? String(Object.keys(node).length) : last] = value;
}

/** Objects whose keys are exactly 0..n-1 become arrays (`payment_method_types[0]`, `expand[]`). */
function normalizeArrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, normalizeArrays(value[key]!)] as const);
  const isList =
    keys.length > 0 && keys.every((key, index) => /^\d+$/.test(key) && Number(key) === index);
  if (isList) return entries.map(([, entry]) => entry);
  return Object.fromEntries(entries);
}
