import { describe, expect, it } from 'vitest';
import { policyPageHtml as html } from './policy-page';

describe('policy page html', () => {
  it('drops a leading heading that repeats the title, keeps others', () => {
    expect(html('<h2>About Us</h2><p>We sell.</p>', 'About Us')).toBe('<p>We sell.</p>');
    expect(html('<h2>Who we are</h2><p>We sell.</p>', 'About Us')).toBe('<h2>Who we are</h2><p>We sell.</p>');
  });

  it('sanitises first', () => {
    expect(html('<h1>About Us</h1><script>x()</script><p onclick="y()">Hi</p>', 'About Us')).toBe('<p>Hi</p>');
    expect(html(null, 'About Us')).toBe('');
  });
});
