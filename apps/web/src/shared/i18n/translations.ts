/**
 * The app's texts: per language a tree of texts (nested objects, dotted keys), `{{name}}`
 * placeholders, plural forms as `key_one` / `key_other` (chosen by Intl.PluralRules from `count`),
 * English as the fallback of every other language, and the key itself when no language has it.
 * Decision 97: this replaces i18next and react-i18next, whose ~54 KB (14 KB brotli) and start-up work
 * every diner's phone paid for the few of their features the app uses.
 */
export interface TextTree {
  [key: string]: string | TextTree;
}

export type TranslateOptions = Record<string, unknown>;

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;
/** The dotted keys of a text tree (plural forms by their base key). */
export type KeyPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${WithoutPlural<K>}`
    : KeyPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

type LoadedListener = (loaded: Record<string, unknown>) => void;

function isTree(value: unknown): value is TextTree {
  return typeof value === 'object' && value !== null;
}

/** Adds `source`'s texts to `target`, keeping the texts `target` already has. */
function mergeKeepingExisting(target: TextTree, source: TextTree): void {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (isTree(value)) {
      if (isTree(existing)) mergeKeepingExisting(existing, value);
      else if (existing === undefined) {
        const copy: TextTree = {};
        mergeKeepingExisting(copy, value);
        target[key] = copy;
      }
    } else if (existing === undefined) {
      target[key] = value;
    }
  }
}

function lookup(tree: TextTree | undefined, key: string): string | undefined {
  let node: string | TextTree | undefined = tree;
  for (const part of key.split('.')) {
    if (!isTree(node)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function interpolate(text: string, options: TranslateOptions | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (placeholder, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? placeholder : String(value);
  });
}

/** One set of texts with a current language; components follow it through useTranslation(). */
export class Translations<Key extends string = string> {
  language: string;
  private readonly tables = new Map<string, TextTree>();
  private readonly changeListeners = new Set<() => void>();
  private readonly loadedListeners = new Set<LoadedListener>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();
  private version = 0;

  constructor(
    english: TextTree,
    private readonly loadLanguage: (language: string) => Promise<TextTree>,
  ) {
    this.language = 'en';
    this.tables.set('en', {});
    this.addResourceBundle('en', 'translation', english);
  }

  /** Adds texts to a language (the namespace is always 'translation'); texts already there stay. */
  addResourceBundle(
    language: string,
    _namespace: 'translation',
    texts: object,
    _deep = true,
    _overwrite = false,
  ): void {
    let table = this.tables.get(language);
    if (!table) {
      table = {};
      this.tables.set(language, table);
    }
    mergeKeepingExisting(table, texts as TextTree);
    this.changed();
  }

  hasResourceBundle(language: string, _namespace: 'translation'): boolean {
    return this.tables.has(language);
  }

  getResourceBundle(language: string, _namespace: 'translation'): TextTree | undefined {
    return this.tables.get(language);
  }

  readonly t = (key: Key, options?: TranslateOptions): string => this.translate(this.language, key, options);

  /** t() in one language whatever the current one (the promotion landing follows the browser's). */
  getFixedT(language: string): (key: Key, options?: TranslateOptions) => string {
    return (key, options) => this.translate(language, key, options);
  }

  /** Switches language, loading its texts first when they are not here yet. */
  async changeLanguage(language: string): Promise<void> {
    if (!this.tables.has(language)) {
      const texts = await this.loadLanguage(language);
      this.addResourceBundle(language, 'translation', texts);
      for (const listener of this.loadedListeners) listener({ [language]: { translation: texts } });
    }
    this.language = language;
    this.changed();
  }

  /** 'loaded': a language's texts arrived (scoped feature texts add theirs then). */
  on(_event: 'loaded', listener: LoadedListener): void {
    this.loadedListeners.add(listener);
  }

  /** For useSyncExternalStore: called on every change of language or texts. */
  subscribe = (listener: () => void): (() => void) => {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  };

  getVersion = (): number => this.version;

  private translate(language: string, key: string, options?: TranslateOptions): string {
    const count = options?.count;
    for (const candidate of language === 'en' ? ['en'] : [language, 'en']) {
      const table = this.tables.get(candidate);
      const text =
        (typeof count === 'number'
          ? lookup(table, `${key}_${this.pluralOf(candidate, count)}`)
          : undefined) ?? lookup(table, key);
      if (text !== undefined) return interpolate(text, options);
    }
    return key;
  }

  private pluralOf(language: string, count: number): Intl.LDMLPluralRule {
    let rules = this.pluralRules.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.pluralRules.set(language, rules);
    }
    return rules.select(count);
  }

  private changed(): void {
    this.version += 1;
    for (const listener of this.changeListeners) listener();
  }
}
