import type { TemplateIcon } from '~/content/queries';

/** Small inline icons of the template pages; all decorative (the text beside them says it). */
type IconName =
  | TemplateIcon
  | 'search'
  | 'menu'
  | 'close'
  | 'star'
  | 'clock'
  | 'lessons'
  | 'calendar'
  | 'pin'
  | 'prev'
  | 'next'
  | 'check'
  | 'phone'
  | 'mail'
  | 'facebook'
  | 'twitter'
  | 'linkedin'
  | 'instagram';

const PATHS: Record<IconName, string> = {
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm9 16-4.2-4.2',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6 6 18',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4v5l3 2',
  lessons: 'M4 5h7a2 2 0 0 1 2 2v12a2 2 0 0 0-2-2H4zM20 5h-7a2 2 0 0 0-2 2v12a2 2 0 0 1 2-2h7z',
  book: 'M4 5h7a2 2 0 0 1 2 2v12a2 2 0 0 0-2-2H4zM20 5h-7a2 2 0 0 0-2 2v12a2 2 0 0 1 2-2h7z',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  pin: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  prev: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  check: 'M5 12l5 5 9-10',
  phone:
    'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  students:
    'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0M19 8a3 3 0 0 1 0 6M5 8a3 3 0 0 0 0 6',
  programs: 'M4 4h16v12H4zM8 20h8M12 16v4M8 8h8M8 12h5',
  certified:
    'M12 3l2.5 2 3-.5 1 3 2.5 2-1.5 2.5.5 3-3 1-1.5 2.5-3-1-3 1L6 16l-3-1 .5-3L2 9.5 4.5 8l1-3 3 .5z',
  award: 'M12 3a6 6 0 1 0 0 12 6 6 0 0 0 0-12zM8.5 14 7 21l5-3 5 3-1.5-7',
  data: 'M4 20V10M10 20V4M16 20v-8M22 20H2',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z',
  twitter: 'M4 4l16 16M20 4 4 20',
  linkedin:
    'M4 9h4v11H4zM6 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM10 9h4v2c.6-1.2 2-2 3.5-2 2.5 0 3.5 1.6 3.5 4.5V20h-4v-6c0-1.2-.5-2-1.6-2-1.2 0-1.9.9-1.9 2v6h-4z',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-2.5h.01',
};

const FILLED = new Set<IconName>(['star', 'facebook', 'linkedin']);

export function Icon({ name, className = 'h-5 w-5' }: { name: IconName; className?: string }) {
  const filled = FILLED.has(name);
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className={className}
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
