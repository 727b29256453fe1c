// reader-experience §4 (server render status): the error screen answers 500, or 409 when the error's
// message contains '409: Conflict'. After hydration the status is long sent; this is for the server.
export function serverErrorStatus(error: unknown): 409 | 500 {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return message.includes('409: Conflict') ? 409 : 500;
}
