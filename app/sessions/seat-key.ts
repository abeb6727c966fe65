/** How a session is named in maps and locks: `courseId:sessionKey`. No server imports. */
export const seatKey = (courseId: string, sessionKey: string) => `${courseId}:${sessionKey}`;
