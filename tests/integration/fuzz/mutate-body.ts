// Breaks a well-formed JSON body in one to three places: a field set to a malformed value (at any
// depth, under its own name or a prototype key), a field removed, or the whole body replaced.
import type { Random } from './random';
import type { Json } from './values';
import { PROTOTYPE_KEYS, badValue } from './values';

type Container = Json[] | { [key: string]: Json };

function containers(node: Json, out: Container[] = []): Container[] {
  if (node === null || typeof node !== 'object') return out;
  if (!Array.isArray(node) && Object.getPrototypeOf(node) !== Object.prototype) return out;
  const container = node as Container;
  out.push(container);
  for (const child of Object.values(container)) containers(child, out);
  return out;
}

function setField(target: Container, key: string, value: Json): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/** Text that passes every length and pattern a free-text field has, but cannot be stored as is. */
const TAINTS = ['\u0000', '\ud800', '\udfff', '\u0000\u0000x'];

export function mutateBody(valid: Json, random: Random): Json {
  if (random.chance(0.05)) return badValue(random);
  const body = JSON.parse(JSON.stringify(valid)) as Json;
  const places = containers(body);
  for (let i = random.int(1, 3); i > 0; i -= 1) {
    const target = random.pick(places);
    const keys = Object.keys(target);
    const texts = keys.filter((k) => typeof (target as Record<string, Json>)[k] === 'string');
    if (texts.length > 0 && random.chance(0.35)) {
      // A stored field otherwise valid: this is what reached PostgreSQL and failed there.
      const key = random.pick(texts);
      const text = (target as Record<string, Json>)[key] as string;
      setField(target, key, `${text.slice(0, 3)}${random.pick(TAINTS)}${text.slice(3)}`);
    } else if (Array.isArray(target)) {
      target[random.int(0, target.length)] = badValue(random);
    } else if (keys.length > 0 && random.chance(0.15)) {
      delete target[random.pick(keys)];
    } else {
      const key =
        keys.length === 0 || random.chance(0.15)
          ? random.pick([...PROTOTYPE_KEYS, 'extra'])
          : random.pick(keys);
      setField(target, key, badValue(random));
    }
  }
  return body;
}
