import { fileMatchesAccept, formatFileSize } from './FileDrop';

const file = (name: string, type: string) => new File(['x'], name, { type });

describe('formatFileSize', () => {
  it('writes sizes as people read them', () => {
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatFileSize(2.45 * 1024 * 1024)).toBe('2.5 MB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(300)).toBe('300 bytes');
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(3 * 1024 * 1024 * 1024)).toBe('3 GB');
  });
});

describe('fileMatchesAccept', () => {
  it('accepts everything without an accept list', () => {
    expect(fileMatchesAccept(file('a.exe', 'application/x-msdownload'), undefined)).toBe(true);
    expect(fileMatchesAccept(file('a.exe', 'application/x-msdownload'), ' ')).toBe(true);
  });

  it('matches exact types, wildcards and extensions, ignoring case', () => {
    const accept = 'application/pdf, image/*, .DOCX';
    expect(fileMatchesAccept(file('a.pdf', 'application/pdf'), accept)).toBe(true);
    expect(fileMatchesAccept(file('a.HEIC', 'image/heic'), accept)).toBe(true);
    expect(fileMatchesAccept(file('Letter.docx', ''), accept)).toBe(true);
    expect(fileMatchesAccept(file('a.txt', 'text/plain'), accept)).toBe(false);
    // A wildcard covers its own family only.
    expect(fileMatchesAccept(file('a.mp4', 'video/mp4'), 'image/*')).toBe(false);
    // An extension must end the name.
    expect(fileMatchesAccept(file('a.docx.exe', 'application/x-msdownload'), '.docx')).toBe(false);
  });
});
