import { useState } from 'react';
import Glyph from '@/components/icons/Glyph';
import { reviewsApi } from '@/lib/api/reviews';
import { ApiError } from '@/lib/api/transport';
import { showAlert } from '@/lib/dialogs';
import { MESSAGES } from '@/lib/messages';
import { browserTransport } from '@/lib/shop-config';
import Modal from '../common/Modal';

// The review form: a star rating (radio buttons, so arrow keys work) and text.

const M = MESSAGES.reviews;
const MAX = 2000;
const W = MESSAGES.shop.productPage;

interface Props {
  productId: number;
  productName: string;
  userId: number;
  onClose: (submitted: boolean) => void;
}

export default function ReviewModal({ productId, productName, userId, onClose }: Props) {
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!Number.isInteger(rating) || rating < 1 || rating > 5) {
      await showAlert(M.invalidRatingTitle, M.invalidRating, 'warning');
      return;
    }
    const review = text.trim();
    if (!review) {
      await showAlert(M.emptyTitle, M.empty, 'warning');
      return;
    }
    if (review.length > MAX) {
      await showAlert(MESSAGES.general.tooLong(W.review, MAX), undefined, 'warning');
      return;
    }
    setBusy(true);
    const api = reviewsApi(browserTransport());
    try {
      await api.submit({ product_id: productId, customer_id: userId, rating, review });
      onClose(true);
      await showAlert(M.submitted, undefined, 'success');
    } catch (err) {
      setBusy(false);
      // A refusal may mean a review was finished meanwhile (another tab): the eligibility answer says so.
      const refused = err instanceof ApiError && err.status === 403;
      if (refused && (await api.canReview(userId, productId).then((a) => a.already_reviewed === true, () => false))) {
        onClose(false);
        await showAlert(M.alreadySubmittedTitle, M.alreadySubmitted, 'info');
        return;
      }
      const detail = err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : undefined;
      await showAlert(M.failed, detail, 'error');
    }
  }

  return (
    <Modal title={W.rateTitle(productName)} onClose={() => onClose(false)} busy={busy} className="review-modal">
      <form onSubmit={submit} noValidate>
        <fieldset className="star-input">
          <legend>{W.yourRating}</legend>
          <div className="star-input-row">
            {[1, 2, 3, 4, 5].map((value) => (
              <label key={value} className={value <= rating ? 'is-on' : undefined}>
                <input
                  type="radio"
                  name="rating"
                  value={value}
                  checked={rating === value}
                  onChange={() => setRating(value)}
                  disabled={busy}
                  aria-label={W.starCount(value)}
                />
                <Glyph name="star" />
              </label>
            ))}
            <span className="star-input-text" aria-live="polite">
              {rating ? W.ratingChosen(rating, W.ratingWord(rating)) : W.chooseStars}
            </span>
          </div>
        </fieldset>
        <div className="field">
          <label htmlFor="review-text">{W.yourReview}</label>
          <textarea
            id="review-text"
            rows={5}
            aria-describedby="review-chars"
            value={text}
            onChange={(e) => setText(e.target.value)}
            disabled={busy}
            placeholder={W.reviewPlaceholder}
          />
          <small id="review-chars" className={text.trim().length > MAX ? 'review-chars field-error' : 'review-chars'}>
            {text.length}/{MAX}
          </small>
        </div>
        <div className="modal-actions">
          <button type="button" className="btn btn-outline" onClick={() => onClose(false)} disabled={busy}>
            {MESSAGES.shop.cancel}
          </button>
          <button type="submit" className="btn" disabled={busy}>
            {busy ? W.submitting : W.submitReview}
          </button>
        </div>
      </form>
    </Modal>
  );
}
