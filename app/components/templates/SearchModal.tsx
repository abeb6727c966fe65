import { useId, useRef } from 'react';

import { Icon } from './Icons';

/**
 * The header's search: the icon opens a modal dialog (scrolling the page to the top) with a search
 * field. There is nothing to search in the sample, so submitting has no validation and just
 * closes it. Escape closes it too; focus moves into the dialog and back to the icon.
 */
export function SearchModal() {
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const inputId = useId();

  const open = () => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    dialog.current?.showModal();
  };
  const close = () => dialog.current?.close();

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-label="Search"
        onClick={open}
        className="inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-800 hover:bg-teal-50"
      >
        <Icon name="search" />
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClose={() => trigger.current?.focus()}
        className="mx-auto mt-24 w-[min(40rem,calc(100%-2rem))] rounded-xl p-0 shadow-2xl backdrop:bg-slate-900/70"
      >
        <div className="p-6">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            Search
          </h2>
          <form
            role="search"
            noValidate
            className="mt-4 flex gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              close();
            }}
          >
            <label htmlFor={inputId} className="sr-only">
              Search the template pages
            </label>
            <input
              id={inputId}
              type="text"
              enterKeyHint="search"
              name="q"
              placeholder="Search.."
              className="min-w-0 flex-1 rounded-md border border-slate-400 px-4 py-3 text-slate-900"
            />
            <button
              type="submit"
              className="rounded-md bg-teal-700 px-4 py-3 font-semibold text-white hover:bg-teal-800"
            >
              Search
            </button>
          </form>
          <button
            type="button"
            onClick={close}
            className="absolute right-3 top-3 inline-flex h-9 w-9 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
            aria-label="Close search"
          >
            <Icon name="close" />
          </button>
        </div>
      </dialog>
    </>
  );
}
