// Issue 23 (stats): a line chart drawn with uPlot (https://github.com/leeoniya/uPlot, MIT): about 20 KB gzip, no
// dependencies, canvas-drawn and fast with thousands of points, and kept up by its author for years — chosen over
// Chart.js (about three times the size) and D3 (a toolkit to build charts from, not a chart). It is imported after
// hydration and only by the stats pages, so no other page's JavaScript carries it and the stats page's initial
// JavaScript stays small. The chart is a picture of the table beside it: hidden from screen readers (aria-hidden),
// with a visible label saying so; until the library arrives (or without JavaScript) only the table shows.
import { useEffect, useRef } from 'react';

export type ChartSeries = { key: string; label: string; color: string };

type Props = {
  label: string;
  buckets: readonly string[];
  series: readonly ChartSeries[];
  values: readonly Record<string, number | string>[];
};

/** A bucket ('YYYY-MM-DD' or 'YYYY-MM') as uPlot's x value: seconds since the epoch, UTC. */
function bucketSeconds(bucket: string): number {
  return Date.parse(bucket.length === 7 ? `${bucket}-01T00:00:00Z` : `${bucket}T00:00:00Z`) / 1000;
}

export function StatsChart({ label, buckets, series, values }: Props) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element || buckets.length === 0) return;
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      if (cancelled) return;
      const width = () => Math.max(200, element.clientWidth);
      const data = [buckets.map(bucketSeconds), ...series.map((s) => values.map((v) => Number(v[s.key] ?? 0)))];
      chart = new UPlot(
        {
          width: width(),
          height: 220,
          tzDate: (ts: number) => UPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
          scales: { x: { time: true }, y: { range: (_u: unknown, _min: number, max: number) => [0, Math.max(1, max)] } },
          series: [{}, ...series.map((s) => ({ label: s.label, stroke: s.color, width: 2, points: { show: buckets.length <= 31 } }))],
          axes: [{}, { size: 48 }],
          legend: { live: false },
        },
        data as never,
        element,
      );
      observer = new ResizeObserver(() => chart?.setSize({ width: width(), height: 220 }));
      observer.observe(element);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [buckets, series, values]);
  return (
    <figure className="stats-chart">
      <div ref={host} className="stats-chart__canvas" aria-hidden="true" />
      <figcaption className="stats-chart__caption">{label}</figcaption>
    </figure>
  );
}
