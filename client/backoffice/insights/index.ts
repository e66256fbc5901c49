// What the other back-office areas use of the insights: a week-by-week chart, and the words of the figures.
export { WeeklyChart } from './WeeklyChart';
export { boInsights } from './strings';
