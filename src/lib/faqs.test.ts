import { describe, expect, it } from 'vitest';
import { parseFaqs } from './faqs';

describe('parseFaqs', () => {
  it('reads Q:/A: lines into pairs, in order', () => {
    const text = 'Q: Can I take it on an empty stomach?\nA: Yes, usually.\nQ: Is it safe for children?\nA: Ask a doctor.';
    expect(parseFaqs(text)).toEqual([
      { question: 'Can I take it on an empty stomach?', answer: 'Yes, usually.' },
      { question: 'Is it safe for children?', answer: 'Ask a doctor.' },
    ]);
  });

  it('joins answers that run over several lines and tolerates CRLF and spacing', () => {
    const text = '  q:  How long does it keep?\r\n a : About a year\r\nif stored dry.\r\n\r\nQ: Vegan?\nA: Yes.';
    expect(parseFaqs(text)).toEqual([
      { question: 'How long does it keep?', answer: 'About a year if stored dry.' },
      { question: 'Vegan?', answer: 'Yes.' },
    ]);
  });

  it('accepts a pair on one line and bulleted or numbered markers', () => {
    expect(parseFaqs('Q: Is it sugar-free? A: Yes, it is.')).toEqual([
      { question: 'Is it sugar-free?', answer: 'Yes, it is.' },
    ]);
    expect(parseFaqs('1. Q: One?\n   A: First.\n- Q: Two?\n- A: Second.')).toEqual([
      { question: 'One?', answer: 'First.' },
      { question: 'Two?', answer: 'Second.' },
    ]);
  });

  it('does not split on a letter followed by a colon inside a sentence', () => {
    expect(parseFaqs('Q: Which vitamins?\nA: Vitamin A: 500 mcg and vitamin D.')).toEqual([
      { question: 'Which vitamins?', answer: 'Vitamin A: 500 mcg and vitamin D.' },
    ]);
  });

  it('drops text before the first question and questions without an answer', () => {
    expect(parseFaqs('Intro text\nQ: Orphan?\nQ: Answered?\nA: Yes.')).toEqual([
      { question: 'Answered?', answer: 'Yes.' },
    ]);
    expect(parseFaqs('Q: Only a question?')).toEqual([]);
  });

  it('gives no pairs for empty or marker-less text', () => {
    expect(parseFaqs('')).toEqual([]);
    expect(parseFaqs(null)).toEqual([]);
    expect(parseFaqs('   \n ')).toEqual([]);
    expect(parseFaqs('Just some words about the product.')).toEqual([]);
  });
});
