// What shoppers and the back office ask the catalogue, for bench/catalogue-load.mjs.

const TYPOS = ['lofer', 'chelsae', 'oxfrod', 'jaket', 'sneakr', 'bomberr', 'brogeus', 'suade'];
const WORDS = ['leather', 'black boots', 'suede', 'chelsea', 'loafer', 'biker', 'tan', 'derby'];
const SORTS = ['relevant', 'low-high', 'high-low', 'name', 'newest', 'popular'];
const TYPES = ['Boots', 'Loafers', 'Oxfords', 'Sneakers', 'Bomber Jackets', 'Biker Jackets'];

/** 200 searches a shop sees: typos, words, filters, price bounds, sorts and pages. */
export function realisticQueries() {
  const queries = [];
  for (let i = 0; queries.length < 200; i++) {
    const params = new URLSearchParams();
    const kind = i % 5;
    if (kind === 0) params.set('q', TYPOS[i % TYPOS.length]);
    if (kind === 1) params.set('q', WORDS[i % WORDS.length]);
    if (kind === 2) params.set('category', i % 2 ? 'Men' : 'Women');
    if (kind === 2 || kind === 3) params.set('subcategory', i % 3 ? 'Shoes' : 'Jackets');
    if (kind === 3) params.append('productType', TYPES[i % TYPES.length]);
    if (kind === 4) {
      params.set('minPrice', String(50 + (i % 4) * 50));
      if (i % 2) params.set('maxPrice', String(300 + (i % 3) * 100));
    }
    params.set('sortBy', SORTS[i % SORTS.length]);
    params.set('page', String(1 + (i % 4)));
    queries.push(`/api/product/search?${params}`);
  }
  return queries;
}

// Words a shopper types, spelt right and wrong, alone and in pairs.
const SEARCH_WORDS = [
  ...WORDS,
  ...TYPOS,
  'boot',
  'jacket',
  'oxford',
  'brogue',
  'sneaker',
  'monk',
  'blazer',
  'bomber',
  'shearling',
  'calf',
  'brown',
  'navy',
  'burgundy',
  'waxed',
  'hiking',
  'tassel',
  'penny',
  'women boots',
  'men loafers',
  'lether',
  'blak',
  'oxfords tan',
  'chelsae boot',
  'suede jaket',
];
const CATEGORIES = ['Men', 'Women'];
const SUBCATEGORIES = ['Shoes', 'Jackets'];
const BRANDS = ['Leather & Last', 'Bottega Orsini', 'Casa Ferri', 'Via Corsa'];
const PRICES = [
  [undefined, 150],
  [100, 300],
  [200, undefined],
  [50, 500],
];

/** A small deterministic random source, so every run asks the same queries in the same order. */
function randomSource(seed) {
  let state = seed >>> 0;
  // mulberry32: the low bits of a plain LCG repeat too soon for small ranges.
  return (n) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
}

/**
 * `count` different searches, none asked twice: words (a third misspelt), filter combinations,
 * price bounds, sorts and pages, in the proportions of realisticQueries. Distinct `seed`s give
 * disjoint-looking sets; duplicates within one set are skipped.
 */
export function distinctSearches(count, seed = 1) {
  const pick = randomSource(seed);
  const seen = new Set();
  const queries = [];
  for (let tries = 0; queries.length < count && tries < count * 50; tries++) {
    const params = new URLSearchParams();
    const kind = pick(5);
    if (kind <= 1) params.set('q', SEARCH_WORDS[pick(SEARCH_WORDS.length)]);
    if (kind >= 1 && pick(2)) params.set('category', CATEGORIES[pick(2)]);
    if (kind >= 2 && pick(2)) params.set('subcategory', SUBCATEGORIES[pick(2)]);
    if (kind === 3) params.append('productType', TYPES[pick(TYPES.length)]);
    if (kind === 4 || pick(4) === 0) params.append('brand', BRANDS[pick(BRANDS.length)]);
    if (kind >= 3 || pick(3) === 0) {
      const [min, max] = PRICES[pick(PRICES.length)];
      if (min !== undefined) params.set('minPrice', String(min));
      if (max !== undefined) params.set('maxPrice', String(max));
    }
    params.set('sortBy', SORTS[pick(SORTS.length)]);
    params.set('page', String(1 + pick(5)));
    const path = `/api/product/search?${params}`;
    if (seen.has(path)) continue;
    seen.add(path);
    queries.push(path);
  }
  return queries;
}

/** The collection as first opened and filtered from the menu: no words, a category, a sort. */
export function collectionListings(count) {
  const pick = randomSource(7);
  return Array.from({ length: count }, () => {
    const params = new URLSearchParams();
    if (pick(3)) params.set('category', CATEGORIES[pick(2)]);
    if (pick(2)) params.set('subcategory', SUBCATEGORIES[pick(2)]);
    params.set('sortBy', SORTS[pick(SORTS.length)]);
    params.set('page', String(1 + pick(10)));
    return `/api/product/search?${params}`;
  });
}

/**
 * The back office's product list (`GET /api/product?admin=true&page=`): pages all over the
 * list, a status filter now and then, and a search by name, brand or SKU.
 */
export function adminListPages(count, products) {
  const pick = randomSource(11);
  const pageSize = 10;
  const pages = Math.max(1, Math.floor(products / pageSize));
  return Array.from({ length: count }, () => {
    const params = new URLSearchParams({ admin: 'true', limit: String(pageSize) });
    const kind = pick(4);
    if (kind === 1) params.set('status', ['Active', 'Draft', 'Inactive'][pick(3)]);
    if (kind === 2) params.set('search', ['chelsea', 'orsini', 'suede', 'G'][pick(4)]);
    params.set('page', String(kind === 0 ? 1 + pick(pages) : 1 + pick(10)));
    return `/api/product?${params}`;
  });
}
