import sanitizeHtml from 'sanitize-html';

// Policy pages carry HTML from the server (a page's `content` field).
// Only formatting and links survive: no scripts, styles, frames, forms,
// event handlers or javascript:/data: URLs. DOMPurify does nothing in workerd;
// sanitize-html parses without a DOM.

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code',
    'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark', 'abbr', 'span', 'div',
    'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'address',
    'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'a',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    abbr: ['title'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Content of these goes entirely, not just the tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template', 'title'],
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page's own <h1> is the policy title: demote the content's.
    h1: 'h2',
    a: (tagName, attribs) => {
      const out: Record<string, string> = { ...attribs };
      if (out.target && out.target !== '_blank') delete out.target;
      // New tabs and external links never get a handle on this page.
      if (out.target === '_blank' || /^https?:/i.test(out.href ?? '')) out.rel = 'noopener noreferrer nofollow';
      return { tagName, attribs: out };
    },
  },
};

// Sanitising parses the whole page on every view, yet a policy changes
// rarely: the instance keeps the answer for the exact text it was given. The
// key is the text itself, so an edited policy is simply a new key.
const SANITISED_MAX = 100;
const sanitised = new Map<string, string>();

/** Safe HTML for a policy page; '' when nothing readable is left. */
export function sanitizePolicyHtml(html: string | null | undefined): string {
  if (!html) return '';
  const kept = sanitised.get(html);
  if (kept !== undefined) return kept;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  const answer = clean.replace(/<[^>]*>/g, '').trim() ? clean : '';
  if (sanitised.size >= SANITISED_MAX) sanitised.clear();
  sanitised.set(html, answer);
  return answer;
}
