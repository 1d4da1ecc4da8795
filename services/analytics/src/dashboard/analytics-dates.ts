import { BadRequestException } from '@nestjs/common';
import { ANALYTICS_MESSAGES, TIME_RANGE_HOURS, type TimeRange } from '@shop/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export interface Period {
  start: Date;
  /** Exclusive. */
  end: Date;
}

/** A real-time range: the last 24 hours, 3, 7 or 30 days up to `now`. */
export function periodOf(timeRange: TimeRange, now: Date): Period {
  return { start: new Date(now.getTime() - TIME_RANGE_HOURS[timeRange] * HOUR_MS), end: now };
}

export function startOfUtcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/**
 * The combined call's dates as whole UTC days, both included: `today`, `yesterday`, `NdaysAgo`
 * or `YYYY-MM-DD`.
 */
export function dayRange(startDate: string, endDate: string, now: Date): Period {
  const start = dayOf(startDate, now);
  const end = new Date(dayOf(endDate, now).getTime() + DAY_MS);
  if (start >= end) throw new BadRequestException(ANALYTICS_MESSAGES.reversedDates);
  return { start, end };
}

/** The period of the same length just before. */
export function previousPeriod({ start, end }: Period): Period {
  return { start: new Date(start.getTime() - (end.getTime() - start.getTime())), end: start };
}

function dayOf(value: string, now: Date): Date {
  const today = startOfUtcDay(now);
  if (value === 'today') return today;
  if (value === 'yesterday') return new Date(today.getTime() - DAY_MS);
  const daysAgo = /^(\d+)daysAgo$/.exec(value);
  if (daysAgo) return new Date(today.getTime() - Number(daysAgo[1]) * DAY_MS);
  const day = new Date(`${value}T00:00:00.000Z`);
  // 2025-02-30 parses to March: a date that does not print back as itself does not exist.
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) {
    throw new BadRequestException(ANALYTICS_MESSAGES.invalidDate);
  }
  return day;
}
