/** How the header greets a signed-in user: the part of the e-mail before the @ (SPEC §3). */
export function displayNameOf(email: string): string {
  const at = email.indexOf('@');
  return at > 0 ? email.slice(0, at) : email;
}
