import { Fragment } from 'react';

/** A piece of plain text: words, or an http(s) address to show as a link. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

// An address runs to the next space; a closing mark of the sentence after it ("…/abc." or "(…/abc)") is not part of it.
const ADDRESS = /https?:\/\/[^\s<>"]+/g;
const TRAILING = /[.,;:!?)\]}'"»”]+$/;

/** Splits plain text at its http(s) addresses. Nothing else becomes a link: no javascript:, no data:. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const href = match[0].replace(TRAILING, '');
    const start = match.index;
    if (start > from) parts.push({ kind: 'text', text: text.slice(from, start) });
    parts.push({ kind: 'link', href });
    from = start + href.length;
  }
  if (from < text.length) parts.push({ kind: 'text', text: text.slice(from) });
  return parts;
}

export interface LinkedTextProps {
  text: string;
  className?: string;
  /** Said after each link, as it opens in a new tab. */
  newTabHint: string;
}

/**
 * Plain text, such as an e-mail's text part, with its addresses clickable. It is rendered as text nodes and anchors
 * only, never as HTML, so whatever the text holds stays inert. Links open in a new tab, the page stays.
 */
export function LinkedText({ text, className, newTabHint }: LinkedTextProps) {
  return (
    <div className={className}>
      {splitLinks(text).map((part, index) =>
        part.kind === 'text' ? (
          <Fragment key={index}>{part.text}</Fragment>
        ) : (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.href}
            <span className="visually-hidden"> {newTabHint}</span>
          </a>
        ),
      )}
    </div>
  );
}
