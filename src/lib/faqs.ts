// FAQs arrive as one text of "Q: ... / A: ..." pairs. The detail page
// shows them as question and answer pairs; anything before the first Q: or
// a question without an answer is left out rather than shown half.

export interface Faq {
  question: string;
  answer: string;
}

// A marker opens a line ("Q:", "q.", "A -", optionally after a bullet or a
// number), or follows a sentence end on the same line ("...? A: Yes").
const MARKER = /(?:^|\n)[ \t]*(?:[-*•]|\d+[.)])?[ \t]*([QqAa])[ \t]*[:.)-][ \t]*|(?<=[?.!])[ \t]+([QqAa])[ \t]*:[ \t]*/g;

export function parseFaqs(text: string | null | undefined): Faq[] {
  if (!text || !text.trim()) return [];
  const source = text.replace(/\r\n?/g, '\n');
  const faqs: Faq[] = [];
  let current: { question: string; answer: string | null } | null = null;
  let lastIndex = 0;
  let lastKind: 'Q' | 'A' | null = null;

  const flush = (chunk: string) => {
    const value = chunk.replace(/\s+/g, ' ').trim();
    if (lastKind === 'Q') current = { question: value, answer: null };
    else if (lastKind === 'A' && current) current.answer = current.answer ? `${current.answer} ${value}`.trim() : value;
  };
  const close = () => {
    if (current && current.question && current.answer) faqs.push({ question: current.question, answer: current.answer });
    current = null;
  };

  for (const match of source.matchAll(MARKER)) {
    flush(source.slice(lastIndex, match.index));
    const kind = (match[1] ?? match[2] ?? '').toUpperCase() as 'Q' | 'A';
    if (kind === 'Q') close();
    lastKind = kind;
    lastIndex = match.index + match[0].length;
  }
  flush(source.slice(lastIndex));
  close();
  return faqs;
}
