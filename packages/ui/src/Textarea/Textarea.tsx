import { forwardRef, useRef, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Field, type FieldOwnProps } from '../Field';
import { controlStyles } from '../internal/controlStyles';
import { splitFieldProps } from '../internal/splitFieldProps';
import { useMergedRef } from '../internal/useMergedRef';
import { useTrimmedCommit } from '../internal/useTrimmedCommit';

export interface TextareaProps extends FieldOwnProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'> {
  /**
   * SPEC §5 "trimmed": on commit (blur) every whitespace run, line breaks included, becomes one space
   * and the ends are trimmed; the DOM value changes and onChange reports it.
   */
  trimmed?: boolean;
}

const StyledTextarea = styled.textarea`
  ${controlStyles}
  min-height: 6rem;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  resize: vertical;
`;

/** A labelled multi-line text input. Works uncontrolled (react-hook-form `register`) and controlled. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { trimmed = false, rows = 4, onBlur, ...props },
  ref,
) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const mergedRef = useMergedRef(ref, textareaRef);
  const handleBlur = useTrimmedCommit(textareaRef, trimmed, onBlur);
  const { field, input } = splitFieldProps(props);

  return (
    <Field {...field}>
      {(control) => <StyledTextarea {...input} {...control} ref={mergedRef} rows={rows} onBlur={handleBlur} />}
    </Field>
  );
});
