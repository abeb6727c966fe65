import { type RefObject, useEffect } from 'react';

/**
 * A header menu made of a `<details>` (it opens without JavaScript) closes as a menu should once
 * the page is hydrated: on a click outside it, on Escape (focus goes back to its button, so the
 * keyboard user is where they were) and when focus moves to something outside it (Tab past its
 * last entry). Focus moving nowhere (a click on plain text; Safari does not focus links on click)
 * leaves it to the outside click.
 */
export function useDetailsMenu(ref: RefObject<HTMLDetailsElement | null>) {
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const close = () => details.removeAttribute('open');
    const onClick = (event: MouseEvent) => {
      if (details.open && !details.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      close();
      details.querySelector('summary')?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (details.open && next instanceof Node && !details.contains(next)) close();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    details.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
      details.removeEventListener('focusout', onFocusOut);
    };
  }, [ref]);
}
