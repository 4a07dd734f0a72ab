import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartData } from './chart-data';

/** Okabe and Ito's colours, told apart with any colour vision (then again from the first). */
const COLOURS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9', '#000000'];
const HEIGHT = 220;
/** Ticks fall on whole periods and whole counts. */
const STEPS = [1, 2, 3, 4, 6, 12];
const COUNT_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 100_000];

/**
 * A chart's lines drawn by uPlot on a canvas, as wide as its box. Hidden from screen readers:
 * the table beside it holds the same numbers. Loaded only by the dashboard (a chunk of its own).
 */
export function LineChart({ chart }: { chart: ChartData }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = box.current;
    if (!target) return;
    const plot = new uPlot(
      {
        width: target.clientWidth,
        height: HEIGHT,
        // The legend names the lines; the numbers are in the table, not under a pointer.
        legend: { live: false },
        scales: { x: { time: false }, y: { range: (_self, _min, max) => [0, Math.max(max, 1)] } },
        axes: [
          { incrs: STEPS, values: (_self, splits) => splits.map((at) => chart.axis[at] ?? '') },
          { incrs: COUNT_STEPS },
        ],
        series: [
          { label: chart.period },
          ...chart.series.map((series, index) => ({
            label: series.label,
            stroke: COLOURS[index % COLOURS.length],
            width: 2,
          })),
        ],
      },
      [chart.axis.map((_, index) => index), ...chart.series.map((series) => series.values)],
      target,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: target.clientWidth, height: HEIGHT }),
    );
    resize.observe(target);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [chart]);
  return <div ref={box} aria-hidden="true" className="min-h-[220px]" />;
}
