import { type ComponentType, lazy, memo, Suspense, useEffect, useRef } from 'react';

/**
 * A part of a page whose code is not in the page's first load (issue 27, decisions 0032, 0083
 * and 0085): the forms, whose conform and fields are a tenth of a page's JavaScript.
 *
 * The server renders the part in full (its module is loaded as the server starts and handed to
 * React.lazy already resolved, so the server never suspends). In the browser React hydrates the
 * rest of the page and leaves the part's HTML as the server sent it (a dehydrated Suspense
 * boundary) until its code is here: fetched once the page has hydrated and is idle, or at the
 * first touch or key anywhere in the page (so a page a navigation brings loads it at once), or a
 * focus or submission inside a part.
 * Until it is hydrated:
 * - a submission from inside it waits, and is sent again once it is (so the browser checks it,
 *   as it would have); should the code fail to load, the form posts as it does without
 *   JavaScript;
 * - what the person types or chooses stays (React hydrates around the values), and conform is
 *   told of it once hydrated, as though it had just been typed.
 */
export function hydrateLater<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  let code: Promise<{ default: ComponentType<Props> }> | undefined;
  // The server loads it as it starts (and renders everything before it answers: entry.server.tsx
  // waits for all of it). The browser fetches it once wanted, shown yet or not: the payment step
  // is here when Continue shows it.
  const fetchCode = () =>
    (code ??= (import.meta.env.SSR ? load() : whenWanted().then(load)).then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      import.meta.env.SSR ? undefined : giveUp,
    ));
  void fetchCode().catch(() => {});

  const Later = lazy(() => {
    if (!loaded) return fetchCode();
    const component = loaded;
    // A thenable that resolves synchronously: React.lazy renders it without suspending.
    return {
      then: (resolve: (value: { default: ComponentType<Props> }) => void) =>
        resolve({ default: component }),
    } as unknown as Promise<{ default: ComponentType<Props> }>;
  }) as unknown as ComponentType<Props>;

  function Part(props: Props) {
    const part = useRef<Part>({ element: null, done: false, touched: null, held: [] });
    const element = useRef<HTMLDivElement>(null);
    useEffect(() => {
      pageHydrated();
      const current = part.current;
      current.element = element.current;
      // Hydrated in the same commit (its code was here already): nothing to wait for.
      if (!current.done && !failed) pending.add(current);
      return () => void pending.delete(current);
    }, []);
    return (
      // `contents`: the wrapper takes no box, the part lays out as it would without it.
      <div ref={element} className="contents" data-hydrate-later="">
        <Suspense fallback={null}>
          <Later {...props} />
          <Hydrated part={part.current} />
        </Suspense>
      </div>
    );
  }
  // Props equal to the last ones re-render nothing: an update that reaches a part not yet
  // hydrated makes React drop the server's HTML and show the part only once its code is here.
  return memo(Part) as unknown as ComponentType<Props>;
}

interface Part {
  element: HTMLElement | null;
  /** Hydrated (or given up on). */
  done: boolean;
  /** The last field typed in or changed before the part was hydrated. */
  touched: EventTarget | null;
  /** Submissions waiting for the part: sent again once it is hydrated. */
  held: Array<() => void>;
}

/** Parts in the page whose code is not here yet. */
const pending = new Set<Part>();
let failed = false;

function Hydrated({ part }: { part: Part }) {
  useEffect(() => {
    part.done = true;
    pending.delete(part);
    // conform reads the whole form at an input event: what was typed before is now its value.
    part.touched?.dispatchEvent(new Event('input', { bubbles: true }));
    part.touched = null;
    for (const send of part.held.splice(0)) send();
  }, [part]);
  return null;
}

function giveUp(error: unknown): Promise<never> {
  console.error('Loading part of the page failed; its forms post without JavaScript:', error);
  failed = true;
  for (const part of pending) release(part);
  // The server's HTML stays as it is, for good (a rejection would reach the error page).
  return new Promise<never>(() => {});
}

function release(part: Part) {
  part.done = true;
  pending.delete(part);
  // Not held again: the form is not React's, so the browser posts it.
  for (const send of part.held.splice(0)) send();
}

function partOf(target: EventTarget | null): Part | undefined {
  if (!(target instanceof Node)) return undefined;
  for (const part of pending) if (part.element?.contains(target)) return part;
  return undefined;
}

let wanted: Promise<void> | undefined;
let want: () => void = () => {};
let hydrated = false;

/**
 * Resolves at the first touch or key in the page, or focus in a part, or once the page has
 * hydrated and is idle. Not at any focus: the page moves focus itself (the promo popup, opened
 * as /courses hydrates), and that is no one reaching for a form.
 */
function whenWanted(): Promise<void> {
  wanted ??= new Promise<void>((resolve) => {
    want = resolve;
    for (const type of ['pointerdown', 'keydown']) {
      window.addEventListener(type, () => resolve(), { once: true, capture: true });
    }
    // The server's markup says where the parts are: a focus in one counts before hydration too.
    const focusIn = (event: FocusEvent) => {
      if (!(event.target instanceof Element && event.target.closest('[data-hydrate-later]'))) {
        return;
      }
      window.removeEventListener('focusin', focusIn, true);
      resolve();
    };
    window.addEventListener('focusin', focusIn, true);
  });
  return wanted;
}

/**
 * The page has hydrated (the first effect of a part: every page has the footer's form). Not
 * before: the parts' code would compete with the page's own.
 */
function pageHydrated() {
  if (hydrated) return;
  hydrated = true;
  if ('requestIdleCallback' in window) requestIdleCallback(() => want(), { timeout: 3000 });
  else setTimeout(() => want(), 1);
}

if (typeof window !== 'undefined') {
  // Capture on window: before React's own listeners, which are on the document.
  window.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      const part = partOf(form);
      if (!part || !(form instanceof HTMLFormElement)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const { submitter } = event;
      part.held.push(() => form.requestSubmit(submitter));
      want();
    },
    true,
  );
  const noteTouched = (event: Event) => {
    const part = partOf(event.target);
    if (part) part.touched = event.target;
  };
  window.addEventListener('input', noteTouched, true);
  window.addEventListener('change', noteTouched, true);
}
