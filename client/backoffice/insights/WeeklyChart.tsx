// The week-by-week sales of a period as a bar chart (@visx), drawn right to left as the page reads: the
// oldest week at the right, the amounts' axis on the right. The chart is a picture for the eye
// (aria-hidden); the same figures are a table beside it for a screen reader.
import { AxisBottom, AxisRight } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import type { InsightsWeek } from '@shared/contract/insights';
import { formatShekels } from '@shared/format';
import { dayText } from '@shared/rules/orderDays';
import { he } from './he';
import { useWidth } from './useWidth';
import './Chart.css';

const HEIGHT = 220;
const MARGIN = { top: 12, right: 64, bottom: 28, left: 8 };
/** The room a week's label under the bars takes (dd/mm and a space). */
const LABEL_WIDTH = 56;

const compact = new Intl.NumberFormat('he-IL', { notation: 'compact', maximumFractionDigits: 1 });
/** A week's first day, short: 'dd/mm'. */
const shortDay = (day: string) => dayText(day).slice(0, 5);

interface Props {
  weeks: readonly InsightsWeek[];
  /** The period, for the caption: dd/mm/yyyy. */
  from: string;
  to: string;
}

export function WeeklyChart({ weeks, from, to }: Props) {
  const [box, width] = useWidth<HTMLDivElement>(320);
  const innerWidth = Math.max(width - MARGIN.left - MARGIN.right, 10);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  // Right to left: the first (oldest) week at the right edge.
  const x = scaleBand<string>({ domain: weeks.map((w) => w.weekStart), range: [innerWidth, 0], padding: 0.2 });
  const top = Math.max(...weeks.map((w) => w.total), 1);
  const y = scaleLinear<number>({ domain: [0, top], range: [innerHeight, 0], nice: true });
  const every = Math.max(1, Math.ceil(weeks.length / Math.max(2, Math.floor(innerWidth / LABEL_WIDTH))));
  const caption = he.weeksCaption(dayText(from), dayText(to));
  return (
    <figure className="insights-chart">
      <figcaption className="visually-hidden">{caption}</figcaption>
      <div ref={box} className="insights-chart__box">
        <svg width={width} height={HEIGHT} aria-hidden="true" focusable="false">
          <Group left={MARGIN.left} top={MARGIN.top}>
            {y.ticks(4).map((tick) => (
              <line key={tick} x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} className="insights-chart__grid" />
            ))}
            {weeks.map((week) => {
              const barHeight = innerHeight - y(week.total);
              return (
                <Bar
                  key={week.weekStart}
                  x={x(week.weekStart)}
                  y={innerHeight - barHeight}
                  width={x.bandwidth()}
                  height={barHeight}
                  className="insights-chart__bar"
                >
                  <title>{`${shortDay(week.weekStart)}: ${formatShekels(week.total)}`}</title>
                </Bar>
              );
            })}
            <AxisRight
              left={innerWidth}
              scale={y}
              numTicks={4}
              tickFormat={(v) => `${compact.format(Number(v))} ₪`}
              hideAxisLine
              hideTicks
              tickClassName="insights-chart__tick"
              tickLabelProps={{ textAnchor: 'start', dx: 6, dy: 4 }}
            />
            <AxisBottom
              top={innerHeight}
              scale={x}
              tickValues={weeks.filter((_, i) => i % every === 0).map((w) => w.weekStart)}
              tickFormat={(v) => shortDay(String(v))}
              hideTicks
              axisClassName="insights-chart__axis"
              tickClassName="insights-chart__tick"
              tickLabelProps={{ textAnchor: 'middle' }}
            />
          </Group>
        </svg>
      </div>
      {/* Hidden in a box: a table is as wide as its cells, whatever its own width. */}
      <div className="visually-hidden">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{he.colWeek}</th>
              <th scope="col">{he.colOrders}</th>
              <th scope="col">{he.colTotal}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.weekStart}>
                <th scope="row">{dayText(week.weekStart)}</th>
                <td>{week.orders}</td>
                <td>{formatShekels(week.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
