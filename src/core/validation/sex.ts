/** 0 = male, 1 = female (sex at birth, as stored in the profile and sent on save). */
export function parseSex(value: unknown): 0 | 1 | undefined {
  if (value === 0 || value === '0' || value === 'Male' || value === 'male') return 0;
  if (value === 1 || value === '1' || value === 'Female' || value === 'female') return 1;
  return undefined;
}
