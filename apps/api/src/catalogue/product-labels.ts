import sanitizeHtml from 'sanitize-html';
import { CONTROLLED_LABELS, type ControlledClass } from './import/controlled-classes.ts';
import { GHS_PICTOGRAMS, ghsLabel } from './import/ghs-label.ts';
import { HAZARD_STATEMENTS, type HazardCode } from './import/hazard-statements.ts';
import { precautionText } from './import/precautionary-statements.ts';

/** What a product page shows for the codes a product stores: the wording lives here, not in every client. */

/** `H301+H311` → both statements; `H360FD` reads as H360. Unknown codes keep just the code. */
export function hazardText(statement: string): string {
  return statement
    .split('+')
    .map((part) => HAZARD_STATEMENTS[part.slice(0, 4) as HazardCode] ?? part)
    .join('；');
}

/**
 * The GHS label a product page shows: pictograms and signal word as the product names them or as its
 * H codes give them (ghs-label.ts), and its P statements worded.
 */
export function ghsAnswer(p: {
  hazards: string[];
  precautions: string[];
  ghsPictograms: string[];
  signalWord: string | null;
}) {
  const label = ghsLabel(p.hazards, { pictograms: p.ghsPictograms, signalWord: p.signalWord });
  return {
    pictograms: label.pictograms.map((code) => ({ code, label: GHS_PICTOGRAMS[code] })),
    signal_word: label.signalWord,
    precautions: p.precautions.map((code) => ({ code, text: precautionText(code) })),
  };
}

export function controlledLabel(code: string): string {
  return CONTROLLED_LABELS[code as ControlledClass] ?? code;
}

/**
 * The product description as the page may render it: formatting, lists, tables, links and images
 * only. Applied on every read, so a description from any source (import, console, an old row) is safe.
 */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      ...['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'sub', 'sup', 'span', 'h3', 'h4', 'blockquote'],
      ...['ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'a', 'img'],
    ],
    allowedAttributes: {
      a: ['href', 'title'],
      img: ['src', 'alt', 'width', 'height'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['https', 'http'],
    allowedSchemesByTag: { img: ['https'] },
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener', target: '_blank' }) },
  });
}
