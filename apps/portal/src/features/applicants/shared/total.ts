/** A list's number of matches as shown: "1,234", or "10,050+" when the server stopped counting at a cap. */
export const totalText = (total: number, capped = false) => `${total.toLocaleString('en-US')}${capped ? '+' : ''}`;
