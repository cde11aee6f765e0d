import { useId } from 'react';
import { formatCalendarDate } from '@/lib/format';

// Hand-drawn SVG charts: a few dozen lines instead of a chart library in the admin bundle. The SVG stretches to the
// card's width (preserveAspectRatio none, strokes kept at 2px); the labels are HTML around it so text never stretches.

const W = 600;
const H = 160;

type ChartProps = {
  days: string[];
  values: number[];
  /** For tooltips and the screen-reader summary: (3) => '3 orders'. */
  describe: (value: number) => string;
  color: string;
  kind: 'bars' | 'area';
};

export function TimeChart({ days, values, describe, color, kind }: ChartProps) {
  const gradientId = useId();
  const max = Math.max(0, ...values);
  const scale = max === 0 ? 0 : (H - 8) / max;
  const step = W / Math.max(1, values.length);
  const peakIndex = values.indexOf(max);
  const total = values.reduce((sum, v) => sum + v, 0);
  const summary =
    max === 0
      ? `Nothing in the last ${days.length} days.`
      : `${describe(total)} in the last ${days.length} days; the busiest day was ${formatCalendarDate(days[peakIndex]!)} with ${describe(max)}.`;

  const points = values.map((v, i) => [i * step + step / 2, H - v * scale] as const);
  const line = points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');

  return (
    <figure className="m-0 min-w-0">
      <div className="flex items-start gap-2">
        <div className="flex h-40 w-12 shrink-0 flex-col justify-between text-right text-xs text-ink/70" aria-hidden="true">
          <span className="truncate">{max === 0 ? '' : describe(max).split(' ')[0]}</span>
          <span>0</span>
        </div>
        <svg viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" className="h-40 min-w-0 flex-1" role="img" aria-label={summary}>
          <line x1="0" y1={H} x2={W} y2={H} stroke="currentColor" className="text-ink/15" vectorEffect="non-scaling-stroke" />
          <line x1="0" y1="8" x2={W} y2="8" stroke="currentColor" strokeDasharray="4 4" className="text-ink/10" vectorEffect="non-scaling-stroke" />
          {kind === 'bars' ? (
            values.map((v, i) => (
              <rect key={days[i]} x={i * step + step * 0.15} width={step * 0.7} y={H - v * scale} height={v * scale} rx={Math.min(3, step * 0.2)} fill={color}>
                <title>{`${formatCalendarDate(days[i]!)}: ${describe(v)}`}</title>
              </rect>
            ))
          ) : (
            <>
              <defs>
                <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
                  <stop offset="0%" stopColor={color} stopOpacity="0.35" />
                  <stop offset="100%" stopColor={color} stopOpacity="0.02" />
                </linearGradient>
              </defs>
              <polygon points={`${step / 2},${H} ${line} ${W - step / 2},${H}`} fill={`url(#${gradientId})`} />
              <polyline points={line} fill="none" stroke={color} strokeWidth="2" vectorEffect="non-scaling-stroke" strokeLinejoin="round" />
              {values.map((v, i) => (
                <rect key={days[i]} x={i * step} width={step} y="0" height={H} fill="transparent">
                  <title>{`${formatCalendarDate(days[i]!)}: ${describe(v)}`}</title>
                </rect>
              ))}
            </>
          )}
        </svg>
      </div>
      <div className="mt-1 ml-14 flex justify-between text-xs text-ink/70" aria-hidden="true">
        <span>{days[0] ? formatCalendarDate(days[0]) : ''}</span>
        <span>{days.length > 2 ? formatCalendarDate(days[Math.floor(days.length / 2)]!) : ''}</span>
        <span>{days.at(-1) ? formatCalendarDate(days.at(-1)!) : ''}</span>
      </div>
      <figcaption className="sr-only">{summary}</figcaption>
    </figure>
  );
}
