import { describe, expect, it } from 'vitest';
import {
  ARTICLE_LIMITS,
  articleFileProblem,
  extensionOf,
  formatByteLimit,
  isHttpUrl,
  parseArticleLinks,
  serializeArticleLinks,
  validateArticleDraft,
  type ArticleDraft,
} from './article-submission';

const draft = (changes: Partial<ArticleDraft> = {}): ArticleDraft => ({
  title: 'Jesień w ogrodzie',
  links: [{ url: 'https://ogrod.pl', anchor: 'ogród' }],
  source: 'text',
  content: '<p>Tekst</p>',
  file: null,
  notes: '',
  ...changes,
});
const rules = { maxLinks: 1, limits: ARTICLE_LIMITS };

describe('the upload limits', () => {
  it('are 10 MB, .docx .odt .html .txt (no .pdf) and 200 000 characters', () => {
    expect(ARTICLE_LIMITS).toEqual({
      max_file_bytes: 10 * 1024 * 1024,
      allowed_extensions: ['.docx', '.odt', '.html', '.txt'],
      max_content_chars: 200_000,
    });
  });

  it('name a byte limit the way people read it', () => {
    expect(formatByteLimit(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatByteLimit(512 * 1024)).toBe('512 KB');
    expect(formatByteLimit(300)).toBe('300 B');
  });

  it('refuse another extension, an empty file and one over the limit, naming the limit', () => {
    expect(articleFileProblem({ name: 'a.pdf', size: 10 }, ARTICLE_LIMITS)).toBe(
      'Dozwolone formaty: .docx, .odt, .html, .txt',
    );
    expect(articleFileProblem({ name: 'bez-rozszerzenia', size: 10 }, ARTICLE_LIMITS)).toBe(
      'Dozwolone formaty: .docx, .odt, .html, .txt',
    );
    expect(articleFileProblem({ name: 'a.docx', size: 0 }, ARTICLE_LIMITS)).toBe('Plik jest pusty');
    expect(articleFileProblem({ name: 'a.TXT', size: 10 * 1024 * 1024 + 1 }, ARTICLE_LIMITS)).toBe(
      'Plik jest większy niż 10 MB',
    );
    expect(articleFileProblem({ name: 'Artykuł.HTML', size: 10 * 1024 * 1024 }, ARTICLE_LIMITS)).toBeNull();
    expect(extensionOf('.txt')).toBe('');
  });
});

describe('a link’s address', () => {
  it('is http or https with a real domain name', () => {
    for (const url of ['https://ogrod.pl', 'http://sklep.ogrod.pl/a?b=1#c', 'https://żółw.pl', 'HTTPS://OGROD.PL']) {
      expect(isHttpUrl(url), url).toBe(true);
    }
  });

  it('is not another scheme, a bare host, an IP address, credentials or text with spaces', () => {
    for (const url of [
      'ftp://ogrod.pl',
      'javascript:alert(1)',
      'ogrod.pl',
      'https://localhost',
      'http://192.168.0.1',
      'http://[::1]/',
      'https://user:pw@ogrod.pl',
      'https://ogrod .pl',
      'https://ogrod.p1',
      'https://-ogrod.pl',
      'https://',
    ]) {
      expect(isHttpUrl(url), url).toBe(false);
    }
  });
});

describe('the links field', () => {
  it('travels as a JSON list of trimmed { url, anchor } and reads back the same', () => {
    const text = serializeArticleLinks([{ url: ' https://ogrod.pl ', anchor: ' ogród ' }]);
    expect(text).toBe('[{"url":"https://ogrod.pl","anchor":"ogród"}]');
    expect(parseArticleLinks(text)).toEqual([{ url: 'https://ogrod.pl', anchor: 'ogród' }]);
    expect(parseArticleLinks('[]')).toEqual([]);
  });

  it('is refused unless it is exactly that', () => {
    for (const text of [
      '',
      'nie json',
      '{}',
      '[1]',
      '[null]',
      '[[]]',
      '[{"url":"https://a.pl"}]',
      '[{"url":"https://a.pl","anchor":2}]',
      '[{"url":"https://a.pl","anchor":"a","title":"x"}]',
      JSON.stringify(Array.from({ length: 21 }, () => ({ url: 'https://a.pl', anchor: 'a' }))),
    ]) {
      expect(parseArticleLinks(text), text).toBeNull();
    }
  });
});

describe('an article draft', () => {
  it('may be sent with a title, the links the offer allows and the text', () => {
    expect(validateArticleDraft(draft(), rules)).toEqual({});
    expect(validateArticleDraft(draft({ source: 'file', file: { name: 'a.odt', size: 5 } }), rules)).toEqual({});
  });

  it('needs a title, at least one link, and the text in the chosen form', () => {
    expect(validateArticleDraft(draft({ title: ' ', links: [], content: ' ' }), rules)).toEqual({
      title: ['Pole powinno być uzupełnione'],
      links: ['Dodaj co najmniej jeden link'],
      content: ['Wklej treść artykułu'],
    });
    // Pasted text stays in the draft while a file is chosen, and does not count as the file.
    expect(validateArticleDraft(draft({ source: 'file' }), rules)).toEqual({ file: ['Wybierz plik z artykułem'] });
  });

  it('takes no more links than the offer allows, and checks each', () => {
    const links = [
      { url: 'https://ogrod.pl', anchor: 'ogród' },
      { url: 'ogrod.pl', anchor: '' },
      { url: 'https://ogrod.pl', anchor: 'x'.repeat(201) },
    ];
    expect(validateArticleDraft(draft({ links }), { ...rules, maxLinks: 2 })).toEqual({
      links: ['Ta publikacja mieści najwyżej 2 linki'],
      'links.1.url': ['Podaj pełny adres strony zaczynający się od http:// lub https://, np. https://twoja-strona.pl'],
      'links.1.anchor': ['Pole powinno być uzupełnione'],
      'links.2.anchor': ['Wpisz najwyżej 200 znaków'],
    });
    expect(validateArticleDraft(draft({ links: [links[0]!, links[0]!] }), rules).links).toEqual([
      'Ta publikacja mieści najwyżej 1 link',
    ]);
  });

  it('keeps pasted text within the limit, naming it', () => {
    const limits = { ...ARTICLE_LIMITS, max_content_chars: 5 };
    expect(validateArticleDraft(draft({ content: '123456' }), { ...rules, limits })).toEqual({
      content: ['Treść może mieć najwyżej 5 znaków'],
    });
  });
});
