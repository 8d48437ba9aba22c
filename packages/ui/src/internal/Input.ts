import styled from 'styled-components';
import { controlStyles } from './controlStyles';

/** The native input with the design system's control styles. */
export const Input = styled.input`
  ${controlStyles}
`;
