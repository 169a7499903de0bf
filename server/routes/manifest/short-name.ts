// The web manifest's short_name, under the home-screen icon (issue [16/21] item 22). Launchers
// show about 12 characters, and cutting "Taquería El Güero" there left "Taquería El": a
// category and an article. The short name is, in this order: the whole name when it fits; the
// name without a leading kind of place ("Taquería", "Restaurante", "Café" …), which is what
// people call it ("El Güero"); else the longest run of whole words from the start that fits and
// does not end on a little word ("Big Menu Diner" → "Big Menu"); else the first word, cut.
const MAX = 12;

/** Kinds of place a name may start with, in the storefront's languages (lower case). */
const KINDS = new Set([
  'restaurant',
  'restaurante',
  'ristorante',
  'restoran',
  'rumah makan',
  'warung',
  'kedai',
  'taquería',
  'taqueria',
  'pizzería',
  'pizzeria',
  'trattoria',
  'osteria',
  'cantina',
  'café',
  'cafe',
  'cafetería',
  'cafeteria',
  'caffè',
  'bar',
  'brasserie',
  'boulangerie',
  'pâtisserie',
  'padaria',
  'panadería',
  'pastelería',
  'lanchonete',
  'churrascaria',
  'hamburguesería',
  'gasthaus',
  'gaststätte',
  'imbiss',
  'bäckerei',
  'مطعم',
  'مقهى',
]);

/** Words a short name must not end on: articles, prepositions and conjunctions. */
const LITTLE = new Set(
  (
    'the a an of and & at by for in on to ' +
    'el la los las lo un una de del y e al en con ' +
    'o os as da do das dos um uma no na ' +
    'le les l un une du des et au aux ' +
    'il gli i di della dello delle e ed ' +
    'der die das den dem des ein eine und von zum zur im am ' +
    'dan di ke yang ' +
    'و في من'
  ).split(' '),
);

const length = (text: string): number => [...text].length;

function fits(words: readonly string[]): string | null {
  const text = words.join(' ');
  return words.length > 0 && length(text) <= MAX ? text : null;
}

export function shortName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const whole = fits(words);
  if (whole) return whole;
  const first = words[0]?.toLowerCase() ?? '';
  const twoFirst = words.slice(0, 2).join(' ').toLowerCase();
  const kind = KINDS.has(twoFirst) ? 2 : KINDS.has(first) ? 1 : 0;
  if (kind > 0) {
    const rest = fits(words.slice(kind));
    if (rest) return rest;
  }
  for (let count = words.length - 1; count > 0; count -= 1) {
    const run = words.slice(0, count);
    const last = run[run.length - 1]?.toLowerCase() ?? '';
    const text = fits(run);
    if (text && !LITTLE.has(last)) return text;
  }
  return [...(words[0] ?? '')].slice(0, MAX).join('');
}
