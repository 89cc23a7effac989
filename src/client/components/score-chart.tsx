import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';

// Scores as a picture: lines over time with uPlot (about 20 KB gzip, canvas) drawn into the page
// once its code has arrived, only on the pages that show one; bars per part as rows of the page. The chart is a picture for sighted readers; the
// table beside it, which every chart here has, is what screen readers and keyboards use.

export interface ChartSeries {
  label: string;
  /** One value per x position; null leaves a gap. */
  values: Array<number | null>;
  color: string;
  /** The line's width in CSS pixels: the headline series is drawn thicker. */
  width?: number;
}

export interface ScoreChartSpec {
  kind: 'bars' | 'lines';
  /** What each x position is called (a part of the interview, an interview's date). */
  xLabels: string[];
  series: ChartSeries[];
}

const HEIGHT = 240;
const AXIS_COLOR = '#475569';
const GRID_COLOR = '#e2e8f0';

/** Whether this browser can draw on a canvas (not, say, a test's simulated DOM). */
function canDraw(): boolean {
  const canvas = document.createElement('canvas');
  return typeof canvas.getContext === 'function' && canvas.getContext('2d') !== null;
}

function optionsOf(
  UPlot: typeof uPlot,
  options: { spec: ScoreChartSpec; width: number },
): uPlot.Options {
  const { spec, width } = options;
  const positions = spec.xLabels.map((_, index) => index);
  const isBars = spec.kind === 'bars';
  const bars = isBars ? UPlot.paths.bars?.({ size: [0.6, 64] }) : undefined;
  return {
    width,
    height: HEIGHT,
    legend: { show: spec.series.length > 1, live: false },
    cursor: { show: false },
    scales: {
      x: { time: false, range: [-0.5, Math.max(positions.length - 0.5, 0.5)] },
      y: { range: [0, 100] },
    },
    axes: [
      {
        stroke: AXIS_COLOR,
        grid: { show: false },
        splits: () => positions,
        values: (_plot, splits) => splits.map((split) => spec.xLabels[split] ?? ''),
      },
      { stroke: AXIS_COLOR, grid: { stroke: GRID_COLOR }, splits: () => [0, 25, 50, 75, 100] },
    ],
    series: [
      {},
      ...spec.series.map((series) => ({
        label: series.label,
        stroke: series.color,
        width: series.width ?? 2,
        fill: isBars ? `${series.color}cc` : undefined,
        paths: isBars ? bars : undefined,
        points: { show: !isBars, size: 7, fill: series.color },
        spanGaps: true,
      })),
    ],
  };
}

/** A chart of scores out of 100: bars per part, or lines over time. */
export function ScoreChart({ spec }: { spec: ScoreChartSpec }) {
  return spec.kind === 'bars' ? <BarRows spec={spec} /> : <CanvasChart spec={spec} />;
}

/**
 * Bars drawn as rows of the page itself, each labelled above its bar: a label of any length
 * wraps on a phone instead of running into the next one, in either language.
 */
function BarRows({ spec }: { spec: ScoreChartSpec }) {
  return (
    <div aria-hidden="true" className="mt-4 space-y-3">
      {spec.xLabels.map((label, index) => (
        <div key={label} data-chart-bar="">
          <p className="text-sm text-slate-700">{label}</p>
          {spec.series.map((series) => {
            const value = series.values[index] ?? null;
            return (
              <div key={series.label} className="mt-1 flex items-center gap-2">
                <div className="h-3 flex-1 overflow-hidden rounded bg-slate-100">
                  <div
                    className="h-full rounded"
                    style={{
                      width: `${Math.max(0, Math.min(100, value ?? 0))}%`,
                      backgroundColor: series.color,
                    }}
                  />
                </div>
                <span className="w-8 text-right text-sm tabular-nums text-slate-800">
                  {value === null ? '—' : value}
                </span>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

function CanvasChart({ spec }: { spec: ScoreChartSpec }) {
  const host = useRef<HTMLDivElement>(null);
  const key = JSON.stringify(spec);

  useEffect(() => {
    const element = host.current;
    if (!element || !canDraw()) return;
    let plot: uPlot | undefined;
    let isGone = false;
    const drawn = JSON.parse(key) as ScoreChartSpec;
    const observer = new ResizeObserver(() => {
      plot?.setSize({ width: element.clientWidth, height: HEIGHT });
    });
    // The code comes with the first chart; without it the table beside the chart says it all.
    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: UPlot }]) => {
        if (isGone) return;
        const data: uPlot.AlignedData = [
          drawn.xLabels.map((_, index) => index),
          ...drawn.series.map((series) => series.values),
        ];
        plot = new UPlot(
          optionsOf(UPlot, { spec: drawn, width: element.clientWidth }),
          data,
          element,
        );
        observer.observe(element);
      })
      .catch(() => undefined);
    return () => {
      isGone = true;
      observer.disconnect();
      plot?.destroy();
    };
  }, [key]);

  return <div ref={host} aria-hidden="true" className="mt-4 min-h-[1px] w-full" />;
}
