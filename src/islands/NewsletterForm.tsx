/** Footer newsletter form (filled in by the catalogue issue). */
export default function NewsletterForm() {
  return (
    <form>
      <label className="visually-hidden" htmlFor="newsletter-email">Email</label>
      <input id="newsletter-email" type="email" name="subscriber_email" placeholder="you@example.com" />
      <button className="btn btn-small" type="submit">Subscribe</button>
    </form>
  );
}
