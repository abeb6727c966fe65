/** How the header greets a signed-in user: the part of the e-mail before the @ (docs/product.md#pages-and-navigation). */
export function displayNameOf(email: string): string {
  const at = email.indexOf('@');
  return at > 0 ? email.slice(0, at) : email;
}
