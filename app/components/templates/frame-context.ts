import { useOutletContext } from '@remix-run/react';

import type { TemplateFrame } from '~/content/queries';

/** What the template frame route hands to its pages through the outlet. */
export interface TemplateOutletContext {
  frame: TemplateFrame;
}

export function useTemplateFrame(): TemplateFrame {
  return useOutletContext<TemplateOutletContext>().frame;
}
