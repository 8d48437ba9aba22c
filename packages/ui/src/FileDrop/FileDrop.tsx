import { useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import styled from 'styled-components';
import { Field, type FieldOwnProps } from '../Field';

/** 10 MB: the upload limit per file unless a form says otherwise. */
export const DEFAULT_MAX_FILE_SIZE = 10 * 1024 * 1024;

/** A file that was not added, and why (the message is shown under the field). */
export interface FileRejection {
  file: File;
  reason: 'too-large' | 'wrong-type';
  message: string;
}

export interface FileDropProps extends FieldOwnProps {
  /** Id of the file input (default: generated). */
  id?: string;
  /** Name of the file input. */
  name?: string;
  /** Accepted types, as the input's `accept`: MIME types, wildcards and extensions, e.g. "application/pdf,image/*". */
  accept?: string;
  /** How the accepted types read for people, e.g. "PDF, JPG or PNG" (default: `accept` as written). */
  acceptLabel?: string;
  /** Largest accepted file in bytes (default 10 MB). */
  maxSize?: number;
  /** Several files may be chosen; otherwise a new file replaces the chosen one. */
  multiple?: boolean;
  /** On phones, open the camera: `environment` (back camera, documents) or `user` (front camera, selfies). */
  capture?: 'user' | 'environment';
  /** The chosen files (controlled). */
  files?: readonly File[];
  /** The files chosen at first (uncontrolled). */
  defaultFiles?: readonly File[];
  /** Called with the whole new list after files are added or removed. */
  onFilesChange?: (files: File[]) => void;
  /** Called with the files that were refused (too large or of a type not accepted). */
  onReject?: (rejections: FileRejection[]) => void;
  /** Upload progress per file name, 0–100; a file with a number shows a progress bar. */
  progress?: Readonly<Record<string, number>>;
  /**
   * Cancels the upload of a file in progress: a Cancel button shows on each file whose `progress` is below
   * 100. The caller stops the upload (and may remove the file, or keep it and mark it failed).
   */
  onCancel?: (file: File) => void;
  /** Why the upload of a file failed, per file name: shown on the file (instead of its progress). */
  uploadErrors?: Readonly<Record<string, string>>;
  /** Starts a failed upload again: a Retry button shows on each file with an `uploadErrors` message. */
  onRetry?: (file: File) => void;
  /** Ids of further descriptions of the input. */
  'aria-describedby'?: string;
}

/** "10 MB", "2.4 MB", "512 KB", "300 bytes". */
export function formatFileSize(bytes: number): string {
  const units = [
    { size: 1024 * 1024 * 1024, name: 'GB' },
    { size: 1024 * 1024, name: 'MB' },
    { size: 1024, name: 'KB' },
  ];
  for (const unit of units) {
    if (bytes >= unit.size) {
      const value = bytes / unit.size;
      return `${Number.isInteger(value) ? value : value.toFixed(1).replace(/\.0$/, '')} ${unit.name}`;
    }
  }
  return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
}

/** Whether a file matches an `accept` list (MIME type, `type/*` or `.extension`). */
export function fileMatchesAccept(file: File, accept: string | undefined): boolean {
  const rules = (accept ?? '')
    .split(',')
    .map((rule) => rule.trim().toLowerCase())
    .filter(Boolean);
  if (rules.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return rules.some((rule) => {
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

const Zone = styled.div<{ $dragging: boolean; $invalid: boolean; $disabled: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[4]}`};
  border: 2px dashed
    ${({ theme, $dragging, $invalid }) =>
      $dragging ? theme.colors.primary : $invalid ? theme.colors.danger : theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $dragging, $disabled }) =>
    $disabled ? theme.colors.disabledSurface : $dragging ? theme.colors.infoSurface : theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
  overflow-wrap: anywhere;
  &:hover {
    background: ${({ theme, $disabled }) => ($disabled ? theme.colors.disabledSurface : theme.colors.surface)};
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The real file input covers the zone: a click anywhere opens the picker, and it is what Tab reaches. */
const HiddenInput = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  opacity: 0;
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
  }
`;

const Prompt = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const ChooseText = styled.span`
  color: ${({ theme }) => theme.colors.link};
  text-decoration: underline;
`;

const Constraints = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const FileList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding: 0;
  list-style: none;
`;

const FileItem = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const FileName = styled.span`
  overflow-wrap: anywhere;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const FileSize = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const RemoveButton = styled.button`
  min-height: ${({ theme }) => theme.controlHeight.sm};
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const FileActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

const UploadError = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const ProgressRow = styled.div`
  grid-column: 1 / -1;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

const Track = styled.div`
  flex: 1;
  height: 0.5rem;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
`;

const Bar = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transition: width ${({ theme }) => theme.transition.normal};
`;

function describeTypes(accept: string | undefined, acceptLabel: string | undefined): string | undefined {
  return (
    acceptLabel ??
    (accept
      ? accept
          .split(',')
          .map((rule) => rule.trim())
          .join(', ')
      : undefined)
  );
}

/**
 * A file picker that is also a drop zone. The real file input covers the zone, so a click, Enter or Space
 * opens the system picker (and `capture` offers the camera on phones); files dragged onto it are added
 * too. Every file is checked against `accept` and `maxSize` (10 MB by default) and refused with a message
 * that names it. Chosen files are listed with their size, an optional upload progress bar and a remove
 * button. Labelled by Field (label, hint, error).
 */
export function FileDrop(props: FileDropProps) {
  const {
    id,
    name,
    accept,
    acceptLabel,
    maxSize = DEFAULT_MAX_FILE_SIZE,
    multiple = false,
    capture,
    onFilesChange,
    onReject,
    progress,
    onCancel,
    uploadErrors,
    onRetry,
    label,
    hint,
    error,
    showError,
    required,
    disabled,
  } = props;
  const generatedId = useId();
  const inputId = id ?? `${generatedId}input`;
  const constraintsId = `${inputId}-constraints`;
  const [ownFiles, setOwnFiles] = useState<File[]>(() => [...(props.defaultFiles ?? [])]);
  const files = props.files ? [...props.files] : ownFiles;
  const [rejections, setRejections] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const types = describeTypes(accept, acceptLabel);
  const limit = formatFileSize(maxSize);

  const addFiles = (incoming: File[]) => {
    if (disabled || incoming.length === 0) return;
    const refused: FileRejection[] = [];
    const accepted: File[] = [];
    for (const file of multiple ? incoming : incoming.slice(0, 1)) {
      if (!fileMatchesAccept(file, accept)) {
        refused.push({
          file,
          reason: 'wrong-type',
          message: `“${file.name}” is not an accepted type of file. Choose ${types ?? 'another file'}.`,
        });
      } else if (file.size > maxSize) {
        refused.push({
          file,
          reason: 'too-large',
          message: `“${file.name}” is ${formatFileSize(file.size)}, larger than the ${limit} limit. Choose a smaller file.`,
        });
      } else accepted.push(file);
    }
    setRejections(refused.map((rejection) => rejection.message));
    if (refused.length > 0) onReject?.(refused);
    if (accepted.length > 0) {
      const next = multiple ? [...files, ...accepted] : accepted;
      if (!props.files) setOwnFiles(next);
      onFilesChange?.(next);
    }
  };

  const remove = (index: number) => {
    const next = files.filter((_, at) => at !== index);
    if (!props.files) setOwnFiles(next);
    setRejections([]);
    onFilesChange?.(next);
    // The pressed Remove button goes away with its file: keep keyboard focus in the field, not on the page.
    inputRef.current?.focus();
  };

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    addFiles(Array.from(event.target.files ?? []));
    // Empty the input so that choosing the same file again is noticed; the list above is the value.
    event.target.value = '';
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (!disabled) event.dataTransfer.dropEffect = 'copy';
  };
  const onDragEnter = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    addFiles(Array.from(event.dataTransfer.files));
  };

  const errorText = rejections.length > 0 ? rejections.join(' ') : error;
  const errorShown = rejections.length > 0 || ((showError ?? true) && Boolean(error));
  const describedBy = [props['aria-describedby'], constraintsId].filter(Boolean).join(' ');

  return (
    <Field
      label={label}
      hint={hint}
      error={errorText}
      showError={rejections.length > 0 ? true : showError}
      required={required}
      disabled={disabled}
      id={inputId}
      describedBy={describedBy}
    >
      {(control) => (
        <div>
          <Zone
            data-dragging={dragging || undefined}
            $dragging={dragging}
            $invalid={errorShown}
            $disabled={Boolean(disabled)}
            onDragEnter={onDragEnter}
            onDragOver={onDragOver}
            onDragLeave={onDragLeave}
            onDrop={onDrop}
          >
            <HiddenInput
              {...control}
              ref={inputRef}
              type="file"
              name={name}
              accept={accept}
              multiple={multiple}
              capture={capture}
              disabled={disabled}
              onChange={onInputChange}
            />
            <Prompt>
              {dragging ? (
                'Drop to add'
              ) : (
                <>
                  Drag {multiple ? 'files' : 'a file'} here or{' '}
                  <ChooseText>choose {multiple ? 'files' : 'a file'}</ChooseText>
                </>
              )}
            </Prompt>
            <Constraints id={constraintsId}>
              {types ? `${types}, up to ${limit}` : `Up to ${limit}`}
              {multiple ? ' each' : ''}
            </Constraints>
          </Zone>
          {files.length > 0 ? (
            <FileList aria-label="Chosen files">
              {files.map((file, index) => {
                const percent = progress?.[file.name];
                const shown = percent === undefined ? undefined : Math.min(100, Math.max(0, Math.round(percent)));
                const failure = uploadErrors?.[file.name];
                const uploading = failure === undefined && shown !== undefined && shown < 100;
                return (
                  <FileItem key={`${file.name}-${file.size}-${index}`}>
                    <FileName>
                      {file.name} <FileSize>({formatFileSize(file.size)})</FileSize>
                    </FileName>
                    <FileActions>
                      {failure !== undefined && onRetry ? (
                        <RemoveButton
                          type="button"
                          aria-label={`Retry ${file.name}`}
                          disabled={disabled}
                          onClick={() => onRetry(file)}
                        >
                          Retry
                        </RemoveButton>
                      ) : null}
                      {uploading && onCancel ? (
                        <RemoveButton
                          type="button"
                          aria-label={`Cancel upload of ${file.name}`}
                          disabled={disabled}
                          onClick={() => onCancel(file)}
                        >
                          Cancel
                        </RemoveButton>
                      ) : (
                        <RemoveButton
                          type="button"
                          aria-label={`Remove ${file.name}`}
                          disabled={disabled}
                          onClick={() => remove(index)}
                        >
                          Remove
                        </RemoveButton>
                      )}
                    </FileActions>
                    {failure !== undefined ? (
                      <UploadError role="alert">{failure}</UploadError>
                    ) : shown !== undefined ? (
                      <ProgressRow>
                        <Track
                          role="progressbar"
                          aria-label={`Upload of ${file.name}`}
                          aria-valuemin={0}
                          aria-valuemax={100}
                          aria-valuenow={shown}
                        >
                          <Bar style={{ width: `${shown}%` }} />
                        </Track>
                        <span>{shown === 100 ? 'Uploaded' : `${shown}%`}</span>
                      </ProgressRow>
                    ) : null}
                  </FileItem>
                );
              })}
            </FileList>
          ) : null}
        </div>
      )}
    </Field>
  );
}
