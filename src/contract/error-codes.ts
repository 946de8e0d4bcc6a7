// The error codes the API sends beside `message`, for code to branch on (the
// wording may change). The server names a code for each status it answers
// with; a client reading an API that sends none (an external API_ROOT) reads
// the status with the same table, so both sides speak one vocabulary.

export type ErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'UNPROCESSABLE'
  | 'RATE_LIMITED'
  | 'UNAVAILABLE'
  | 'INTERNAL'
  | (string & {});

const CODE_FOR_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
  503: 'UNAVAILABLE',
};

/** The code a status means when no code was named, or undefined for a status without one. */
export function codeForStatus(status: number): ErrorCode | undefined {
  return CODE_FOR_STATUS[status];
}
