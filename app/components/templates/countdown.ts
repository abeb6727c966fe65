/** docs/product.md#template-pages and #courses-and-prices: the event countdown refreshes every second. */
export const COUNTDOWN_TICK_MS = 1000;

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** What is left until `target`, in whole units; null once the remaining time is below zero. */
export function countdownParts(target: number, now: number): CountdownParts | null {
  const remaining = target - now;
  if (remaining < 0) return null;
  const totalSeconds = Math.floor(remaining / 1000);
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}

/** Two digits at least: 7 -> "07", 123 -> "123". */
export function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

/** "2 days 03:04:05" for screen readers and the page title of the timer, or "EXPIRED". */
export function formatCountdown(parts: CountdownParts | null): string {
  if (!parts) return 'EXPIRED';
  const { days, hours, minutes, seconds } = parts;
  return `${days} ${days === 1 ? 'day' : 'days'} ${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)}`;
}
