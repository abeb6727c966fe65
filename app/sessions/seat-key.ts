/** How a session is named in maps and locks: `courseId:sessionKey`. No server imports. */
export const seatKey = (courseId: string, sessionKey: string) => `${courseId}:${sessionKey}`;

/** A session key as Sanity writes array `_key`s (and as db/migrations/005 checks it). */
export const SESSION_KEY = /^[A-Za-z0-9_.-]{1,64}$/;
