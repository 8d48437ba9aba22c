/** "First Last" of a user or recruiter (the header's username, the dashboard). */
export function fullName(person: { FirstName: string; LastName: string }): string {
  return `${person.FirstName} ${person.LastName}`.trim();
}
