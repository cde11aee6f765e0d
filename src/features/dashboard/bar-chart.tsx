import { useId } from 'react';

export type ChartPoint = { day: string; value: number };

const WIDTH = 320;
const HEIGHT = 150;
const PAD = { top: 12, right: 8, bottom: 24, left: 36 };
const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

function label(day: string): string {
  return dayLabel.format(new Date(`${day}T12:00:00Z`));
}

/** A rounded maximum for the axis whose half is a whole number too, so every grid line reads plainly (4, 20, 80…). */
export function niceMax(value: number): number {
  if (value <= 2) return 2;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 4, 6, 8, 10].find((s) => s * magnitude >= value) ?? 10;
  const max = step * magnitude;
  return max % 2 === 0 ? max : max * 2;
}

/**
 * A small bar chart of one figure per day, drawn as SVG (no chart library). The picture is described for screen
 * readers by its label and the table it sits beside; each bar carries a tooltip with its day and value.
 */
export function BarChart({ title, unit, singular, points, color }: { title: string; unit: string; singular: string; points: ChartPoint[]; color: string }) {
  const id = useId();
  const max = niceMax(Math.max(0, ...points.map((p) => p.value)));
  const total = points.reduce((sum, p) => sum + p.value, 0);
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(1, points.length);
  const barWidth = Math.max(2, slot * 0.62);
  const first = points[0];
  const last = points[points.length - 1];
  const summary = `${title}: ${total.toLocaleString('en-US')} ${unit} over the last ${points.length} days${
    first && last ? `, ${label(first.day)} to ${label(last.day)}` : ''
  }.`;

  return (
    <figure className="rounded-3xl border border-candy-purple/15 bg-white p-4 shadow-sm">
      <figcaption className="flex items-baseline justify-between gap-2">
        <span className="font-display text-lg font-bold text-ink">{title}</span>
        <span className="text-sm font-bold text-ink/70 tabular-nums">
          {total.toLocaleString('en-US')} {total === 1 ? singular : unit}
        </span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title`} className="mt-2 h-auto w-full">
        <title id={`${id}-title`}>{summary}</title>
        {[0, 0.5, 1].map((fraction) => {
          const y = PAD.top + plotHeight * (1 - fraction);
          return (
            <g key={fraction}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y} y2={y} stroke="#2b1838" strokeOpacity={fraction === 0 ? 0.25 : 0.08} />
              <text x={PAD.left - 5} y={y + 4} textAnchor="end" fontSize="11" fill="#2b1838" fillOpacity={0.6}>
                {Math.round(max * fraction).toLocaleString('en-US')}
              </text>
            </g>
          );
        })}
        {points.map((point, index) => {
          const height = max === 0 ? 0 : (point.value / max) * plotHeight;
          const x = PAD.left + index * slot + (slot - barWidth) / 2;
          const y = PAD.top + plotHeight - height;
          return (
            <g key={point.day}>
              <rect x={x} y={y} width={barWidth} height={Math.max(height, point.value > 0 ? 1.5 : 0)} rx={2} fill={color}>
                <title>{`${label(point.day)}: ${point.value.toLocaleString('en-US')} ${point.value === 1 ? singular : unit}`}</title>
              </rect>
              {/* Every other day is labelled, counting back from today so today always has its date. */}
              {index % 2 === (points.length - 1) % 2 ? (
                <text x={x + barWidth / 2} y={HEIGHT - 7} textAnchor="middle" fontSize="11" fill="#2b1838" fillOpacity={0.6}>
                  {label(point.day).replace(/^\w+ /, '')}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
