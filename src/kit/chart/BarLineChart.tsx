/**
 * BarLineChart: bars (side by side or stacked) and lines over one category axis, with a start axis and an
 * optional end axis (counts as bars, an amount as a line). d3-scale and d3-shape do the maths; the drawing
 * is plain SVG coloured by the caller with theme-contract variables, so each brand colours its charts.
 *
 * Reading it without a mouse: the plot holds one tab stop, a native slider over the columns; the arrow keys
 * and Home/End move a tooltip over the columns, and the slider's value text says the same figures. Screen readers also get the figures as a visually
 * hidden table (`table={false}` where the page already shows them in a table of its own).
 */
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { scaleBand, scaleLinear, type ScaleLinear } from 'd3-scale';
import { line } from 'd3-shape';
import { VisuallyHidden } from '@/design-system/components/VisuallyHidden';
import { vars } from '@/design-system/theme/contract.css';
import { useTranslation } from '@/i18n/i18n';
import * as styles from './chart.css';

export interface ChartSeries {
  id: string;
  label: string;
  kind: 'bar' | 'line';
  /** A CSS colour: a theme-contract variable, usually one of the theme's chart palette (`chartPalette`, `vars.color.chart.*`), so each brand colours the series. */
  color: string;
  /** One value per category. */
  values: readonly number[];
  /** 'end' measures the series on the axis at the end (e.g. an amount beside counts). */
  axis?: 'start' | 'end';
  /** The value as the tooltip and the table show it; the axis's tick format otherwise. */
  format?: (value: number) => string;
}

export interface BarLineChartProps {
  /** The columns' labels, already in the user's language (e.g. short dates). */
  categories: readonly string[];
  series: readonly ChartSeries[];
  /** Names the plot and captions the figures' table. */
  label: string;
  /** The header of the categories' column in the table (e.g. "Day"). */
  categoryLabel: string;
  /** Bars stacked in one column per category (else side by side). */
  stacked?: boolean;
  height?: number;
  /** Tick labels of each axis; the user's locale's number format when not given. */
  formatStart?: (value: number) => string;
  formatEnd?: (value: number) => string;
  /** The visually hidden table of the figures (default on). */
  table?: boolean;
}

const MARGIN_TOP = 12; // room for half of the top tick label above the plot
const MARGIN_BOTTOM = 24;
const CHAR_WIDTH = 7; // 12 px tick text: a generous average glyph width, to size the axes without measuring
const TICKS = 5;

/** Tick values of an axis: whole numbers only when every value on it is whole (no "0.5 orders"). */
function ticksOf(scale: ScaleLinear<number, number>, whole: boolean): number[] {
  const ticks = scale.ticks(TICKS);
  return whole ? ticks.filter(Number.isInteger) : ticks;
}

export function BarLineChart({
  categories, series, label, categoryLabel, stacked = false, height = 280, formatStart, formatEnd, table = true,
}: BarLineChartProps) {
  const { t, locale } = useTranslation();
  const rootRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [active, setActive] = useState<number | null>(null);

  // Responsive width: measured before the first paint, then followed as the container resizes.
  useLayoutEffect(() => {
    const el = rootRef.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const observer = new ResizeObserver(([entry]) => entry && setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const number = new Intl.NumberFormat(locale).format;
  const tickStart = formatStart ?? number;
  const tickEnd = formatEnd ?? number;
  const formatOf = (s: ChartSeries) => s.format ?? (s.axis === 'end' ? tickEnd : tickStart);
  const isEmpty = categories.length === 0 || series.every((s) => s.values.every((v) => !v));

  if (isEmpty) {
    return (
      <div ref={rootRef} className={styles.root}>
        <p className={styles.empty} style={{ height }}>{t('chart.empty')}</p>
      </div>
    );
  }

  const bars = series.filter((s) => s.kind === 'bar');
  const onStart = series.filter((s) => s.axis !== 'end');
  const onEnd = series.filter((s) => s.axis === 'end');
  const columnMax = (list: readonly ChartSeries[], stack: boolean) =>
    Math.max(0, ...categories.map((_, i) => {
      const values = list.map((s) => s.values[i] ?? 0);
      return stack ? values.reduce((a, b) => a + b, 0) : Math.max(0, ...values);
    }));
  const startMax = Math.max(
    columnMax(onStart.filter((s) => s.kind === 'bar'), stacked),
    columnMax(onStart.filter((s) => s.kind === 'line'), false),
  );
  const endMax = columnMax(onEnd, stacked && onEnd.every((s) => s.kind === 'bar'));
  const whole = (list: readonly ChartSeries[]) => list.every((s) => s.values.every(Number.isInteger));

  const plotHeight = height - MARGIN_TOP - MARGIN_BOTTOM;
  const yStart = scaleLinear().domain([0, startMax || 1]).nice(TICKS).range([MARGIN_TOP + plotHeight, MARGIN_TOP]);
  const yEnd = scaleLinear().domain([0, endMax || 1]).nice(TICKS).range([MARGIN_TOP + plotHeight, MARGIN_TOP]);
  const startTicks = ticksOf(yStart, whole(onStart));
  const endTicks = onEnd.length ? ticksOf(yEnd, whole(onEnd)) : [];
  const axisWidth = (labels: string[]) => Math.max(0, ...labels.map((l) => l.length)) * CHAR_WIDTH + 8;
  const left = axisWidth(startTicks.map(tickStart));
  const right = onEnd.length ? axisWidth(endTicks.map(tickEnd)) : 8;

  const x = scaleBand<number>().domain(categories.map((_, i) => i)).range([left, Math.max(left + 1, width - right)]).paddingInner(0.25).paddingOuter(0.15);
  const step = x.step();
  const band = x.bandwidth();
  const inner = scaleBand<string>().domain(bars.map((s) => s.id)).range([0, band]).paddingInner(0.1);
  const center = (i: number) => (x(i) ?? 0) + band / 2;
  const labelEvery = Math.max(1, Math.ceil((Math.max(...categories.map((c) => c.length)) * CHAR_WIDTH + 8) / step));
  const yOf = (s: ChartSeries) => (s.axis === 'end' ? yEnd : yStart);

  const move = (index: number) => setActive(Math.min(categories.length - 1, Math.max(0, index)));
  // The slider's keys handled here rather than left to the browser, so every browser (and a test's simulated
  // keyboard) moves one column per arrow and a week per Page Up/Down.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const now = active ?? 0;
    const last = categories.length - 1;
    const keys: Record<string, number> = {
      ArrowRight: now + 1, ArrowUp: now + 1, ArrowLeft: now - 1, ArrowDown: now - 1, PageUp: now + 7, PageDown: now - 7, Home: 0, End: last,
    };
    const next = keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    move(next);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const px = event.clientX - event.currentTarget.getBoundingClientRect().left;
    const first = (x(0) ?? left) - (step - band) / 2;
    move(Math.floor((px - first) / step));
  };

  const reading = (i: number) =>
    `${categories[i]}: ${series.map((s) => `${s.label} ${formatOf(s)(s.values[i] ?? 0)}`).join(', ')}`;

  return (
    <div ref={rootRef} className={styles.root}>
      <div className={styles.plot} onPointerMove={onPointerMove} onPointerLeave={() => setActive(null)}>
        {/* A native slider over the columns (arrow keys, Home/End, Page Up/Down): its value text is the column's
            figures, so screen readers say them as it moves; the tooltip follows it for sighted keyboard users. */}
        <VisuallyHidden elementType="div">
          <input type="range" min={0} max={categories.length - 1} step={1} value={active ?? 0}
            aria-label={t('chart.explore', { label })} aria-valuetext={reading(active ?? 0)}
            onChange={(event) => move(Number(event.target.value))} onKeyDown={onKeyDown}
            onFocus={() => active === null && setActive(0)} onBlur={() => setActive(null)} />
        </VisuallyHidden>
        {width > 0 && (
          <svg className={styles.svg} width={width} height={height} aria-hidden="true" focusable="false">
            {active !== null && (
              <rect x={(x(active) ?? 0) - (step - band) / 2} y={MARGIN_TOP} width={step} height={plotHeight} fill={vars.color.bg.subtle} />
            )}
            {startTicks.map((v) => (
              <g key={`s${v}`}>
                <line x1={left} x2={width - right} y1={yStart(v)} y2={yStart(v)} stroke={vars.color.border.default} strokeDasharray={v ? '3 3' : undefined} />
                <text className={styles.tick} x={left - 6} y={yStart(v)} dy="0.32em" textAnchor="end">{tickStart(v)}</text>
              </g>
            ))}
            {endTicks.map((v) => (
              <text key={`e${v}`} className={styles.tick} x={width - right + 6} y={yEnd(v)} dy="0.32em" textAnchor="start">{tickEnd(v)}</text>
            ))}
            {categories.map((c, i) => i % labelEvery === 0 && (
              <text key={`x${i}`} className={styles.tick} x={center(i)} y={height - 6} textAnchor="middle">{c}</text>
            ))}
            {categories.map((_, i) => {
              let base = 0;
              return (
                <g key={`b${i}`}>
                  {bars.map((s) => {
                    const value = s.values[i] ?? 0;
                    const y = yOf(s);
                    const x0 = stacked ? x(i) ?? 0 : (x(i) ?? 0) + (inner(s.id) ?? 0);
                    const w = stacked ? band : inner.bandwidth();
                    const top = y(base + value);
                    const h = y(base) - top;
                    if (stacked) base += value;
                    return value > 0 ? <rect key={s.id} x={x0} y={top} width={w} height={h} fill={s.color} /> : null;
                  })}
                </g>
              );
            })}
            {series.filter((s) => s.kind === 'line').map((s) => {
              const y = yOf(s);
              const path = line<number>().x((_, i) => center(i)).y((v) => y(v))(s.values.map((v) => v ?? 0));
              return (
                <g key={s.id}>
                  {/* A halo in the surface colour keeps the line readable where it crosses bars of any colour. */}
                  <path d={path ?? undefined} fill="none" stroke={vars.color.bg.surface} strokeWidth={5} strokeLinejoin="round" />
                  <path d={path ?? undefined} fill="none" stroke={s.color} strokeWidth={2} strokeLinejoin="round" />
                  {active !== null && <circle cx={center(active)} cy={y(s.values[active] ?? 0)} r={4} fill={s.color} stroke={vars.color.bg.surface} strokeWidth={2} />}
                </g>
              );
            })}
          </svg>
        )}
        {active !== null && width > 0 && (
          <div className={styles.tooltip} aria-hidden="true"
            style={{ left: center(active), transform: center(active) > width / 2 ? 'translateX(calc(-100% - 12px))' : 'translateX(12px)' }}>
            <p className={styles.tooltipTitle}>{categories[active]}</p>
            <ul className={styles.tooltipList}>
              {series.map((s) => (
                <li key={s.id} className={styles.tooltipRow}>
                  <span className={s.kind === 'line' ? styles.lineSwatch : styles.swatch} style={{ background: s.color }} />
                  {s.label}
                  <span className={styles.tooltipValue}>{formatOf(s)(s.values[active] ?? 0)}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <ul className={styles.legend} aria-hidden="true">
        {series.map((s) => (
          <li key={s.id} className={styles.legendItem}>
            <span className={s.kind === 'line' ? styles.lineSwatch : styles.swatch} style={{ background: s.color }} />
            {s.label}
          </li>
        ))}
      </ul>
      {table && (
        <VisuallyHidden elementType="div">
          <table>
            <caption>{label}</caption>
            <thead>
              <tr>
                <th scope="col">{categoryLabel}</th>
                {series.map((s) => <th key={s.id} scope="col">{s.label}</th>)}
              </tr>
            </thead>
            <tbody>
              {categories.map((c, i) => (
                <tr key={i}>
                  <th scope="row">{c}</th>
                  {series.map((s) => <td key={s.id}>{formatOf(s)(s.values[i] ?? 0)}</td>)}
                </tr>
              ))}
            </tbody>
          </table>
        </VisuallyHidden>
      )}
    </div>
  );
}
