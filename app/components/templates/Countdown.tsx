import { useEffect, useState } from 'react';

import { COUNTDOWN_TICK_MS, countdownParts, formatCountdown, pad2 } from './countdown';

/**
 * The countdown to an event (docs/product.md#template-pages): ticks every second and shows EXPIRED once the remaining
 * time is below zero. The first render uses the server's clock (`serverNow`), so the server's
 * HTML and the hydrated page agree; then the browser's clock takes over.
 */
export function Countdown({ target, serverNow }: { target: string; serverNow: number }) {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const parts = countdownParts(Date.parse(target), now);
  return (
    <div role="timer" aria-label={`Time left: ${formatCountdown(parts)}`} data-countdown>
      {parts ? (
        <dl className="grid grid-cols-4 gap-3 text-center">
          {(
            [
              ['Days', parts.days],
              ['Hours', parts.hours],
              ['Minutes', parts.minutes],
              ['Seconds', parts.seconds],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="flex flex-col-reverse rounded-xl bg-white p-3 shadow-sm">
              <dt className="text-sm text-slate-700">{label}</dt>
              <dd
                className="text-3xl font-extrabold text-slate-900"
                data-unit={label.toLowerCase()}
              >
                {pad2(value)}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="rounded-xl bg-white p-4 text-center text-3xl font-extrabold tracking-widest text-red-700 shadow-sm">
          EXPIRED
        </p>
      )}
    </div>
  );
}
