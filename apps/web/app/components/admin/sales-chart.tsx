import { displayYuan, yuanToFen } from '@labmall/rules';

export interface DaySales {
  date: string;
  orders: number;
  amount: string;
}

const WIDTH = 720;
const HEIGHT = 220;
const PAD = { top: 16, right: 8, bottom: 28, left: 8 };

/**
 * 近 30 天 as bars of the day's amount, in plain SVG (ADR 0044: a chart library would cost the console
 * hundreds of KB for one chart). Screen readers get the same figures as a table.
 */
export function SalesChart({ days }: { days: DaySales[] }) {
  const values = days.map((d) => yuanToFen(d.amount) ?? 0);
  const max = Math.max(...values, 1);
  const slot = (WIDTH - PAD.left - PAD.right) / Math.max(days.length, 1);
  const plot = HEIGHT - PAD.top - PAD.bottom;
  return (
    <figure className="lm-console__chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="sales-chart-title">
        <title id="sales-chart-title">近 30 天每日下单金额</title>
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={HEIGHT - PAD.bottom}
          y2={HEIGHT - PAD.bottom}
          stroke="#d9d9d9"
        />
        {days.map((day, i) => {
          const h = ((values[i] ?? 0) / max) * plot;
          const x = PAD.left + i * slot + slot * 0.15;
          return (
            <g key={day.date}>
              <rect x={x} y={HEIGHT - PAD.bottom - h} width={slot * 0.7} height={h} fill="#0958d9">
                <title>{`${day.date}：${day.orders} 单，${displayYuan(day.amount)}`}</title>
              </rect>
              {i % 5 === 0 || i === days.length - 1 ? (
                <text x={x + slot * 0.35} y={HEIGHT - 8} fontSize="11" textAnchor="middle" fill="#595959">
                  {day.date.slice(5)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <table className="lm-sr-only">
        <caption>近 30 天每日下单数与金额</caption>
        <thead>
          <tr>
            <th scope="col">日期</th>
            <th scope="col">下单数</th>
            <th scope="col">金额</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <td>{day.date}</td>
              <td>{day.orders}</td>
              <td>{displayYuan(day.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
