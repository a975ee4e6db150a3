interface CalendarDate {
  year: number;
  month: number; // 1-12
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;
const UK_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

function calendarDate(year: number, month: number, day: number): CalendarDate | undefined {
  // Date rolls 31 April over to 1 May, so a round trip tells real dates from impossible ones.
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) {
    return undefined;
  }
  return { year, month, day };
}

function fromDate(date: Date): CalendarDate | undefined {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) return undefined;
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

// Date strings are read as calendar dates (not instants), so no time zone can shift the
// birthday by a day. Accepted: ISO 'YYYY-MM-DD' (optionally followed by a time) and UK
// 'DD/MM/YYYY'.
function fromString(text: string): CalendarDate | undefined {
  const trimmed = text.trim();
  const iso = ISO_DATE.exec(trimmed);
  if (iso) return calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const uk = UK_DATE.exec(trimmed);
  if (uk) return calendarDate(Number(uk[3]), Number(uk[2]), Number(uk[1]));
  return undefined;
}

function toCalendarDate(value: unknown): CalendarDate | undefined {
  if (typeof value === 'string') return fromString(value);
  if (value instanceof Date) return fromDate(value);
  return undefined;
}

/**
 * Age in whole years on `today` (a birthday today counts). 0 when the date of birth is
 * invalid or in the future.
 */
export function ageFromDateOfBirth(dob: string | Date, today: Date = new Date()): number {
  const birth = toCalendarDate(dob);
  const now = toCalendarDate(today);
  if (!birth || !now) return 0;
  let years = now.year - birth.year;
  if (now.month < birth.month || (now.month === birth.month && now.day < birth.day)) years -= 1;
  return years > 0 ? years : 0;
}
