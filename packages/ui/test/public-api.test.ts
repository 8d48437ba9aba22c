import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as ui from '../src/index';

const srcDir = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

/** Module specifiers of every export statement in a file. */
function exportSources(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return Array.from(source.matchAll(/^export\s[^;]*?\sfrom\s+['"]([^'"]+)['"]/gms), (match) => match[1] ?? '');
}

const forbidden = /(\.stories|\.test|\.spec|(^|\/)internal(\/|$)|(^|\/)test(\/|$)|fixtures|mocks?(\/|$)|testing)/;

describe('public API of @agency/ui', () => {
  it('exports exactly these runtime values (adding or removing one is a conscious change)', () => {
    expect(Object.keys(ui).sort()).toEqual(
      [
        'Alert',
        'AppShell',
        'Button',
        'Card',
        'Checkbox',
        'DateField',
        'Dialog',
        'EmptyState',
        'Field',
        'GlobalStyle',
        'Heading',
        'Link',
        'MOBILE_BREAKPOINT_PX',
        'MenuButton',
        'NavBar',
        'NumberField',
        'PasswordField',
        'PhoneField',
        'formatPhone',
        'Provider',
        'BrandProvider',
        'brandTheme',
        'Select',
        'SideNav',
        'Spinner',
        'Stack',
        'Text',
        'TextField',
        'Textarea',
        'ToastProvider',
        'VisuallyHidden',
        'contrastPairs',
        'contrastRatio',
        'lightColors',
        'normalizeWhitespace',
        'formatDate',
        'parseDate',
        'relativeLuminance',
        'theme',
        'useToast',
        // Screen states and layout
        'DescriptionList',
        'ErrorState',
        'LoadingState',
        // Data display and page structure
        'Badge',
        'PageHeader',
        'Pagination',
        'Tabs',
        'DataTable',
        'Combobox',
        'DEFAULT_MAX_FILE_SIZE',
        'FileDrop',
        'ErrorSummary',
        'focusFirstProblem',
        'SignaturePad',
        'Markdown',
        'renderMarkdown',
        'Meter',
        'Stat',
        'Timeline',
      ].sort(),
    );
  });

  it('uses named exports only in the entry', () => {
    const source = readFileSync(resolve(srcDir, 'index.ts'), 'utf8');
    expect(source).not.toMatch(/export\s*\*/);
    expect(source).not.toMatch(/export\s+default/);
  });

  it('re-exports no story, test helper or internal module, directly or through a component index', () => {
    const entrySources = exportSources(resolve(srcDir, 'index.ts'));
    expect(entrySources.length).toBeGreaterThan(10);
    const leaks: string[] = [];
    for (const specifier of entrySources) {
      if (forbidden.test(specifier)) leaks.push(`index.ts -> ${specifier}`);
      const folderIndex = resolve(srcDir, specifier, 'index.ts');
      for (const inner of exportSources(folderIndex)) {
        if (forbidden.test(inner) || inner.startsWith('..')) leaks.push(`${specifier}/index.ts -> ${inner}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('the leak check recognises the paths it must refuse', () => {
    for (const path of [
      './Button/Button.stories',
      '../internal/restrictValue',
      './internal',
      './test/utils',
      './Toast/fixtures',
    ]) {
      expect(forbidden.test(path)).toBe(true);
    }
    expect(forbidden.test('./TextField')).toBe(false);
  });
});
