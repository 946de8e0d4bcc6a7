import { describe, expect, it } from 'vitest';
import { sanitizePolicyHtml } from './html-sanitizer';

describe('sanitizePolicyHtml', () => {
  it('keeps formatting, lists, tables and safe links', () => {
    const html =
      '<h2>Returns</h2><p>Within <strong>3 days</strong>, <em>no</em> questions.</p>' +
      '<ul><li>One</li></ul><table><tr><td colspan="2">Cell</td></tr></table>' +
      '<a href="mailto:care@example.com">Mail</a> <a href="tel:+911234">Call</a> <a href="/ecommerce/about_us">About</a>';
    const out = sanitizePolicyHtml(html);
    expect(out).toContain('<h2>Returns</h2>');
    expect(out).toContain('<strong>3 days</strong>');
    expect(out).toContain('<li>One</li>');
    expect(out).toContain('<td colspan="2">Cell</td>');
    expect(out).toContain('href="mailto:care@example.com"');
    expect(out).toContain('href="tel:+911234"');
    expect(out).toContain('href="/ecommerce/about_us"');
  });

  it('removes scripts, styles and their content', () => {
    const out = sanitizePolicyHtml('<p>Hi</p><script>alert("x")</script><style>body{display:none}</style><noscript>n</noscript>');
    expect(out).toBe('<p>Hi</p>');
  });

  it('removes event handlers, style attributes and javascript: or data: URLs', () => {
    const out = sanitizePolicyHtml(
      '<p onclick="steal()" style="color:red">Text</p>' +
        '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)">b</a>' +
        '<a href="data:text/html;base64,PHNjcmlwdD4=">c</a><a href="//evil.example/x">d</a>' +
        '<img src=x onerror="alert(1)"><svg onload="alert(1)"></svg>',
    );
    expect(out).not.toMatch(/onclick|onerror|onload|style=|javascript:|data:|evil\.example|<img|<svg/i);
    expect(out).toContain('<p>Text</p>');
    expect(out).toContain('<a>a</a>');
  });

  it('removes frames, forms and inputs', () => {
    const out = sanitizePolicyHtml('<iframe src="https://x.example"></iframe><form action="/x"><input name="a"><button>Go</button></form><p>ok</p>');
    expect(out).not.toMatch(/<iframe|<form|<input|<button/);
    expect(out).toContain('<p>ok</p>');
  });

  it('marks external and new-tab links noopener', () => {
    const out = sanitizePolicyHtml('<a href="https://example.com" target="_blank">x</a><a href="/a" target="_top">y</a>');
    expect(out).toContain('rel="noopener noreferrer nofollow"');
    expect(out).not.toContain('_top');
  });

  it('demotes h1 to h2 and gives "" for empty or script-only content', () => {
    expect(sanitizePolicyHtml('<h1>Title</h1>')).toBe('<h2>Title</h2>');
    expect(sanitizePolicyHtml('')).toBe('');
    expect(sanitizePolicyHtml(null)).toBe('');
    expect(sanitizePolicyHtml('<script>alert(1)</script>  ')).toBe('');
  });
});
