import fc from 'fast-check';
import { normalizeSearch } from './search';
import {
  MATCH_LEVEL,
  TYPO_MIN_LETTERS,
  latinPhraseToHebrew,
  latinToHebrewSound,
  matchLevel,
  nearPrefix,
  pluralStem,
  nameIndex,
  searchByName,
  spellingSkeleton,
  withinOneEdit,
} from './spelling';

// Hebrew letters as normalised text holds them (no final forms).
const LETTERS = 'אבגדהוזחטיכלמנסעפצקרשת';
const CONSONANTS = LETTERS.replace(/[וי]/g, '');
const letter = fc.constantFrom(...LETTERS);
const word = (min: number, max = 9) => fc.array(letter, { minLength: min, maxLength: max }).map((a) => a.join(''));
/** A name: some Hebrew words, a size and a brand, as the catalogue writes them. */
const nameWith = (w: string) => `${w} 500 גרם – מותג`;

describe('spelling rules', () => {
  it('leaves out ו and י after the first letter', () => {
    expect(spellingSkeleton('נייר')).toBe('נר');
    expect(spellingSkeleton('ניר')).toBe('נר');
    expect(spellingSkeleton('אקונומיקה')).toBe(spellingSkeleton('אקונומקה'));
    expect(spellingSkeleton('יינ')).toBe('ינ');
  });
  it('reads a plural ending off, final mem folded or not', () => {
    expect(pluralStem('במבות')).toBe('במב');
    expect(pluralStem('ביסלים')).toBe('ביסל');
    expect(pluralStem(normalizeSearch('ביסלים'))).toBe('ביסל');
    expect(pluralStem('מים')).toBeNull();
    expect(pluralStem('במבה')).toBeNull();
  });
  it('reads brand names in Latin letters as they sound in Hebrew', () => {
    expect(latinToHebrewSound('bamba')).toBe('במבה');
    expect(latinToHebrewSound('cola')).toBe('קולה');
    expect(latinToHebrewSound('Bisli')).toBe('ביסלי');
    expect(latinToHebrewSound('shokolad')).toBe('שוקולד');
    expect(latinToHebrewSound('במבה')).toBeNull();
    expect(latinToHebrewSound('ab1')).toBeNull();
  });
  it('counts one edit: a letter changed, added, left out, or two neighbours swapped', () => {
    expect(withinOneEdit('במבע', 'במבה')).toBe(true);
    expect(withinOneEdit('שקולד', 'שוקולד')).toBe(true);
    expect(withinOneEdit('שוקולד', 'שוקלוד')).toBe(true);
    expect(withinOneEdit('במבה', 'בבמע')).toBe(false);
    expect(nearPrefix('שוקולט', 'שוקולדים')).toBe(true);
  });
});

describe('matchLevel: what a shopkeeper means', () => {
  it.each([
    ['ניר', 'נייר טואלט 32 גלילים – רכות', MATCH_LEVEL.spelling],
    ['נייר', 'ניר טואלט', MATCH_LEVEL.spelling],
    ['אקונומקה', 'אקונומיקה 4 ליטר – ברק', MATCH_LEVEL.spelling],
    ['במבות', 'במבה בוטנים 80 גרם – שמש', MATCH_LEVEL.spelling],
    ['גבינות', 'גבינה צהובה 28% – מחלבת העמק', MATCH_LEVEL.spelling],
    ['ביסלים', 'ביסלי גריל 70 גרם – פריך', MATCH_LEVEL.spelling],
    ['עוגיה', 'עוגיות חמאה 250 גרם', MATCH_LEVEL.spelling],
    ['ובמבות', 'במבה בוטנים 80 גרם', MATCH_LEVEL.spelling],
    // A brand in Latin letters reads as the Hebrew it sounds like, the phrase at once (as a word typed on an English layout does).
    ['bamba', 'במבה בוטנים 80 גרם – שמש', MATCH_LEVEL.exact],
    ['cola', 'משקה קולה 1.5 ליטר – צימאון', MATCH_LEVEL.exact],
    ['coca cola', 'משקה קולה 1.5 ליטר – צימאון', MATCH_LEVEL.typo],
    ['שקולד', 'שוקולד מריר 70% 100 גרם', MATCH_LEVEL.spelling],
    ['במבע', 'במבה בוטנים 80 גרם – שמש', MATCH_LEVEL.typo],
    ['שוקולט', 'ממרח שוקולד 700 גרם', MATCH_LEVEL.typo],
    ['נייר', 'נירוסטה 18/10 סיר', MATCH_LEVEL.typo],
    ['במבה', 'במבה בוטנים', MATCH_LEVEL.exact],
    ['cnc', 'במבה בוטנים', MATCH_LEVEL.exact],
  ])('%s finds %s', (query, name, level) => {
    expect(matchLevel(query, name)).toBe(level);
  });

  it.each([
    ['נר', 'נייר טואלט'],
    ['במבות', 'קפה – בית הקפה'],
    ['עוגיה', 'עגבניות מרוסקות'],
    ['במע', 'במבה בוטנים'],
    ['7290000066318', 'מוצר 7290000066319'],
    ['330', 'משקה קולה 331 מ"ל'],
    ['זזזזזזז', 'במבה בוטנים'],
  ])('%s does not find %s', (query, name) => {
    expect(matchLevel(query, name)).toBeNull();
  });

  it('a name word of four letters or more is found with any one letter changed', () => {
    fc.assert(
      fc.property(word(TYPO_MIN_LETTERS), fc.nat(), letter, (w, at, other) => {
        const i = at % w.length;
        const typo = w.slice(0, i) + other + w.slice(i + 1);
        expect(matchLevel(typo, nameWith(w))).not.toBeNull();
      }),
      { numRuns: 2000 },
    );
  });

  it('adding or leaving out a ו or י (after the first letter) never loses a match', () => {
    // A query that finds a name: a word of it, or its first letters, with three or more letters besides ו/י.
    const query = fc
      .tuple(word(3), fc.nat())
      .map(([w, cut]) => ({ w, q: w.slice(0, w.length - (cut % 3)) }))
      .filter(({ q }) => spellingSkeleton(q).length >= 3);
    fc.assert(
      fc.property(query, fc.nat(), fc.constantFrom('ו', 'י'), fc.boolean(), ({ w, q }, at, mater, add) => {
        const name = nameWith(w);
        expect(matchLevel(q, name)).not.toBeNull();
        const i = 1 + (at % q.length);
        let changed: string;
        if (add) changed = q.slice(0, i) + mater + q.slice(i);
        else {
          const places = [...q].map((c, j) => (j > 0 && (c === 'ו' || c === 'י') ? j : -1)).filter((j) => j > 0);
          if (places.length === 0) return;
          const j = places[at % places.length]!;
          changed = q.slice(0, j) + q.slice(j + 1);
        }
        expect(matchLevel(changed, name)).not.toBeNull();
      }),
      { numRuns: 2000 },
    );
  });

  it('a plural ending (ים/ות) finds the singular', () => {
    const singular = word(3).filter((w) => w.replace(/[הת]$/, '').length >= 3);
    fc.assert(
      fc.property(singular, fc.constantFrom('ים', 'ות'), (w, ending) => {
        const plural = w.replace(/[הת]$/, '') + ending;
        expect(matchLevel(plural, nameWith(w))).not.toBeNull();
      }),
      { numRuns: 1000 },
    );
  });

  it('a word with a digit (a code, a barcode, a size) only finds what begins with it', () => {
    const digits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 13 });
    fc.assert(
      fc.property(digits, digits, (query, code) => {
        const found = matchLevel(query, `מוצר ${code}`) !== null;
        expect(found).toBe(code.startsWith(query) || 'מוצר'.startsWith(query));
      }),
      { numRuns: 2000 },
    );
  });

  it('a short query word (one or two letters) finds only names with a word that begins with it', () => {
    fc.assert(
      fc.property(word(1, 2), word(1, 8), (query, w) => {
        expect(matchLevel(query, w) !== null).toBe(w.startsWith(query));
      }),
      { numRuns: 2000 },
    );
  });

  it('a three-letter query word forgives no typo', () => {
    const consonant = fc.constantFrom(...CONSONANTS);
    fc.assert(
      fc.property(fc.array(consonant, { minLength: 3, maxLength: 3 }), fc.nat(), consonant, (letters, at, other) => {
        const w = letters.join('');
        const i = at % 3;
        const typo = w.slice(0, i) + other + w.slice(i + 1);
        fc.pre(typo !== w);
        expect(matchLevel(typo, w)).toBeNull();
      }),
    );
  });
});

describe('searchByName', () => {
  const names = ['במבה בוטנים 80 גרם', 'מבה קלה', 'במבוק מלוח', 'ביסלי גריל', 'במבה נוגט'];

  it('lists exact matches first, then spelling, in list order, and leaves typos out when something closer is found', () => {
    expect(searchByName(names, 'במבות', (n) => n)).toEqual(['במבה בוטנים 80 גרם', 'במבוק מלוח', 'במבה נוגט']);
    expect(searchByName(['מגבות ניר', 'נייר טואלט', 'מגבות נייר', 'נרות שבת'], 'נייר', (n) => n)).toEqual([
      'נייר טואלט',
      'מגבות נייר',
      'מגבות ניר',
    ]);
  });
  it('falls back on typos when nothing closer is found', () => {
    expect(searchByName(names, 'במבע', (n) => n)).toEqual(['במבה בוטנים 80 גרם', 'במבוק מלוח', 'במבה נוגט']);
    expect(searchByName([...names, 'במבע'], 'במבע', (n) => n)).toEqual(['במבע']);
    expect(searchByName(names, 'זזזז', (n) => n)).toEqual([]);
  });
});

describe('nameIndex', () => {
  it('ranks names as matchLevel does, name by name, closest first then in list order', () => {
    const names = fc.array(
      fc.array(word(1, 6), { minLength: 1, maxLength: 4 }).map((ws) => ws.join(' ')),
      { maxLength: 12 },
    );
    const query = fc.oneof(
      word(1, 6),
      fc.tuple(word(1, 5), word(1, 5)).map(([a, b]) => `${a} ${b}`),
    );
    fc.assert(
      fc.property(names, query, (list, q) => {
        const expected = list
          .map((name, position) => ({ position, level: matchLevel(q, name) }))
          .filter((r) => r.level !== null)
          .sort((a, b) => a.level! - b.level! || a.position - b.position);
        expect(nameIndex(list).rank(q)).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });
});

describe('latinPhraseToHebrew: a brand in Latin letters as the Hebrew it sounds like', () => {
  it('writes the phrase at once, word by word, and leaves other words as they are', () => {
    expect(latinPhraseToHebrew('coca cola')).toBe('קוקה קולה');
    expect(latinPhraseToHebrew('bamba 80')).toBe('במבה 80');
    expect(latinPhraseToHebrew('במבה')).toBeNull();
  });
});
