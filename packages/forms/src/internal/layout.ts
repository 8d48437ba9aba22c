import styled from 'styled-components';

/**
 * The column every form of this package is laid out in. A POST form: a page rendered on a server (the portal's
 * prerendered open screens, the careers site) shows its form before its script runs, and a form sent then must not
 * put what was typed (a password) in the address; once the script runs, the form's onSubmit sends it.
 */
export const FormLayout = styled.form.attrs({ method: 'post' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
`;

/**
 * The submit button and the secondary actions under it. Marked `data-form-actions`: inside a Dialog the row
 * sticks to the bottom of the panel, so the submit button stays on screen however long the form.
 */
export const Actions = styled.div.attrs(() => ({ 'data-form-actions': '' }) as Record<string, string>)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[2]};
`;

/** A line of secondary text with an inline action (e.g. "Did not receive the code?" + Resend Code). */
export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

/** The submit button of a settings form (profile, password, agency): at the start of the line. Sticks in a Dialog. */
export const ButtonRow = styled.div.attrs(() => ({ 'data-form-actions': '' }) as Record<string, string>)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[2]};
`;
