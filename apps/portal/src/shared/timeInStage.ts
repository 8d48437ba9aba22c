/**
 * How long an applicant has been in its current status, in words: "today", "1 day", "12 days",
 * "3 months". Shown wherever a status is shown (issue: time in current stage everywhere).
 */
export function timeInStage(since: string, now: Date = new Date()): string {
  const ms = now.getTime() - new Date(since).getTime();
  const days = Math.max(0, Math.floor(ms / 86_400_000));
  if (days === 0) return 'today';
  if (days < 60) return days === 1 ? '1 day' : `${days} days`;
  const months = Math.floor(days / 30);
  if (months < 24) return `${months} months`;
  return `${Math.floor(days / 365)} years`;
}
