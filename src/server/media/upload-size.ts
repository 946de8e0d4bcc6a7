/** The largest file one upload may carry (an image, a prescription). */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
