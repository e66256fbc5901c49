// A row's share of the most in its list, as a bar (@visx) growing from the right as the page reads.
// A picture for the eye beside the figures of its row (aria-hidden): the row's cells say the same.
import { scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import './Chart.css';

const WIDTH = 120;
const HEIGHT = 12;

export function ShareBar({ value, max }: { value: number; max: number }) {
  const x = scaleLinear<number>({ domain: [0, Math.max(max, 1e-9)], range: [0, WIDTH], clamp: true });
  const width = Math.max(x(value), value > 0 ? 2 : 0);
  return (
    <svg width={WIDTH} height={HEIGHT} aria-hidden="true" focusable="false" className="insights-share">
      <rect x={0} y={0} width={WIDTH} height={HEIGHT} rx={3} className="insights-share__track" />
      <Bar x={WIDTH - width} y={0} width={width} height={HEIGHT} rx={3} className="insights-share__bar" />
    </svg>
  );
}
