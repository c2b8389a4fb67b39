/**
 * Page views per day as a bar chart: inline SVG rendered on the server (no script, nothing
 * loaded), scaled to the largest day. Its label says what it shows; the numbers themselves are
 * in the table that follows it, for screen readers and for reading exact values.
 */
export function DailyChart({
  days,
  label,
}: {
  days: readonly { day: string; views: number }[];
  label: string;
}) {
  const width = 720;
  const height = 180;
  const axis = 20;
  const max = Math.max(1, ...days.map((entry) => entry.views));
  const slot = width / Math.max(1, days.length);
  const bar = Math.max(1, slot * 0.8);
  return (
    <svg
      viewBox={`0 0 ${width} ${height + axis}`}
      role="img"
      aria-label={label}
      className="mt-4 h-auto w-full max-w-3xl rounded-md border border-line bg-white"
    >
      <line x1={0} x2={width} y1={height} y2={height} stroke="#64748b" strokeWidth={1} />
      {days.map((entry, index) => {
        const barHeight = (entry.views / max) * (height - 10);
        return (
          <rect
            key={entry.day}
            x={index * slot + (slot - bar) / 2}
            y={height - barHeight}
            width={bar}
            height={barHeight}
            fill="#1d4ed8"
          >
            <title>{`${entry.day}: ${entry.views}`}</title>
          </rect>
        );
      })}
      <text x={0} y={height + 15} fontSize={12} fill="#334155">
        {days[0]?.day}
      </text>
      <text x={width} y={height + 15} fontSize={12} fill="#334155" textAnchor="end">
        {days.at(-1)?.day}
      </text>
    </svg>
  );
}
