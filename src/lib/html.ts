// HTML written as text (mail, and markup rendered many times per page) escapes
// every value it shows, so a name holding "<script>" stays text.

/** Text made safe for HTML content and for a double- or single-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
