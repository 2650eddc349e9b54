import { useEffect, useId, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

const HEIGHT = 220;

/** The token colours at draw time, so the chart follows the console's theme. */
function token(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/**
 * One bar per label with uPlot (x is the label's index, the axis prints the label). Sized to its
 * card and redrawn on resize; the canvas is hidden from assistive technology, the caller's table
 * carries the numbers.
 */
export function BarChart({ title, labels, values, unit }: { title: string; labels: string[]; values: (number | null)[]; unit: string }) {
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const text = token('--tk-text-muted', '#888');
    const grid = token('--tk-border', '#333');
    const bar = token('--tk-primary', '#f5b301');
    const bars = uPlot.paths.bars?.({ size: [0.6, 64] });
    const chart = new uPlot(
      {
        width: Math.max(240, el.clientWidth),
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false, range: [-0.5, labels.length - 0.5] }, y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.15)] } },
        axes: [
          {
            stroke: text,
            grid: { show: false },
            ticks: { show: false },
            splits: () => labels.map((_, i) => i),
            values: (_u, splits) => splits.map((i) => labels[i]?.replace(/@/, '\n') ?? ''),
            size: 44,
          },
          { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { show: false }, values: (_u, splits) => splits.map((v) => `${v} ${unit}`), size: 64 },
        ],
        series: [{}, { label: title, stroke: bar, fill: bar, width: 0, ...(bars ? { paths: bars } : {}), points: { show: false } }],
      },
      [labels.map((_, i) => i), values],
      el,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(240, el.clientWidth), height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [labels, values, title, unit]);

  return (
    <figure className="tk-card ops-chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="ops-card-title">
        {title}
      </figcaption>
      <div ref={box} aria-hidden="true" />
    </figure>
  );
}
