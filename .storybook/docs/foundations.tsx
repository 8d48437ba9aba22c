// Token tables of the Foundations pages. Everything shown is read from the theme object of @agency/ui, so a
// page can never disagree with the components. Inline styles: docs pages render outside the ui Provider.
import type { CSSProperties, ReactNode } from 'react';
import { MOBILE_BREAKPOINT_PX, contrastPairs, contrastRatio, theme, type ColorRole } from '@agency/ui';
import { viewports } from '../viewports';

const { colors } = theme;

const mono: CSSProperties = { fontFamily: theme.fonts.mono, fontSize: theme.fontSizes.sm };
const cell: CSSProperties = { padding: '0.5rem 0.75rem', textAlign: 'left', verticalAlign: 'middle' };

/** `1.5rem` → `24 px` (the root size is 16 px). */
function px(value: string): string {
  if (value.endsWith('rem')) return `${parseFloat(value) * 16} px`;
  if (value.endsWith('px')) return `${parseFloat(value)} px`;
  return value;
}

function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', color: colors.text, background: colors.background }}>
      <caption style={{ textAlign: 'left', fontWeight: theme.fontWeights.semibold, padding: '0.5rem 0' }}>
        {caption}
      </caption>
      <thead>
        <tr>
          {head.map((title) => (
            <th key={title} scope="col" style={{ ...cell, borderBottom: `2px solid ${colors.border}` }}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

function Row({ cells }: { cells: ReactNode[] }) {
  return (
    <tr style={{ borderBottom: `1px solid ${colors.borderSubtle}` }}>
      {cells.map((content, index) => (
        <td key={index} style={cell}>
          {content}
        </td>
      ))}
    </tr>
  );
}

/** Every colour role of the light theme: swatch, token name and value. */
export function ColourSwatches() {
  return (
    <ul
      aria-label="Colour roles"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
        gap: '1rem',
        listStyle: 'none',
        padding: 0,
        margin: '0 0 2rem',
        color: colors.text,
      }}
    >
      {(Object.entries(colors) as Array<[ColorRole, string]>).map(([role, value]) => (
        <li key={role} style={{ margin: 0, border: `1px solid ${colors.borderSubtle}`, borderRadius: theme.radii.md }}>
          <div
            aria-hidden="true"
            style={{ height: '3.5rem', background: value, borderBottom: `1px solid ${colors.borderSubtle}` }}
          />
          <div style={{ padding: '0.5rem 0.75rem', background: colors.background }}>
            <div style={{ fontWeight: theme.fontWeights.semibold }}>{role}</div>
            <code style={mono}>{value}</code>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Text pairs show text; the 3:1 pairs (borders, focus rings, disabled controls) show a ring. */
function ContrastSample({ foreground, background, text }: { foreground: string; background: string; text: boolean }) {
  const box: CSSProperties = {
    display: 'inline-block',
    minWidth: '3rem',
    padding: '0.25rem 0.75rem',
    background,
    border: `1px solid ${colors.borderSubtle}`,
    borderRadius: theme.radii.sm,
    textAlign: 'center',
  };
  if (text) return <span style={{ ...box, color: foreground, fontWeight: theme.fontWeights.semibold }}>Aa</span>;
  return (
    <span aria-hidden="true" style={box}>
      <span
        style={{
          display: 'inline-block',
          width: '1.25rem',
          height: '1.25rem',
          verticalAlign: 'middle',
          border: `3px solid ${foreground}`,
          borderRadius: theme.radii.sm,
        }}
      />
    </span>
  );
}

/** The foreground/background pairs a unit test holds to WCAG 2.2 AA, with their measured ratios. */
export function ContrastPairs() {
  return (
    <Table
      caption="Tested colour pairs (WCAG 2.2 AA: 4.5:1 for text, 3:1 for borders and focus rings)"
      head={['Sample', 'Foreground', 'Background', 'Ratio', 'Minimum']}
    >
      {contrastPairs.map(([foreground, background, minimum]) => {
        const ratio = contrastRatio(colors[foreground], colors[background]);
        return (
          <Row
            key={`${foreground}/${background}`}
            cells={[
              <ContrastSample foreground={colors[foreground]} background={colors[background]} text={minimum >= 4.5} />,
              <code style={mono}>
                {foreground} {colors[foreground]}
              </code>,
              <code style={mono}>
                {background} {colors[background]}
              </code>,
              `${ratio.toFixed(2)}:1`,
              `${minimum}:1 ${minimum >= 4.5 ? '(text)' : '(border, focus ring, disabled)'}`,
            ]}
          />
        );
      })}
    </Table>
  );
}

/** Font sizes with a sample each, then weights, line heights and families. */
export function TypeScale() {
  return (
    <>
      <Table caption="Font sizes (theme.fontSizes)" head={['Token', 'Size', 'Sample']}>
        {Object.entries(theme.fontSizes).map(([token, size]) => (
          <Row
            key={token}
            cells={[
              <code style={mono}>{token}</code>,
              `${size} (${px(size)})`,
              <span style={{ fontSize: size, lineHeight: theme.lineHeights.tight }}>Personal Info</span>,
            ]}
          />
        ))}
      </Table>
      <Table caption="Font weights (theme.fontWeights)" head={['Token', 'Weight', 'Sample']}>
        {Object.entries(theme.fontWeights).map(([token, weight]) => (
          <Row
            key={token}
            cells={[<code style={mono}>{token}</code>, weight, <span style={{ fontWeight: weight }}>Job Orders</span>]}
          />
        ))}
      </Table>
      <Table caption="Line heights and families" head={['Token', 'Value']}>
        {Object.entries(theme.lineHeights).map(([token, value]) => (
          <Row key={token} cells={[<code style={mono}>lineHeights.{token}</code>, value]} />
        ))}
        {Object.entries(theme.fonts).map(([token, value]) => (
          <Row
            key={token}
            cells={[<code style={mono}>fonts.{token}</code>, <span style={{ fontFamily: value }}>{value}</span>]}
          />
        ))}
      </Table>
    </>
  );
}

/** The spacing scale as bars, then radii and control heights. */
export function SpacingScale() {
  return (
    <>
      <Table caption="Spacing (theme.space: Stack gap, paddings, margins)" head={['Token', 'Size', 'Bar']}>
        {Object.entries(theme.space).map(([token, size]) => (
          <Row
            key={token}
            cells={[
              <code style={mono}>{token}</code>,
              `${size} (${px(size)})`,
              <span
                aria-hidden="true"
                style={{ display: 'block', width: size, height: '1rem', background: colors.primary }}
              />,
            ]}
          />
        ))}
      </Table>
      <Table caption="Corner radii (theme.radii)" head={['Token', 'Radius', 'Sample']}>
        {Object.entries(theme.radii).map(([token, radius]) => (
          <Row
            key={token}
            cells={[
              <code style={mono}>{token}</code>,
              radius,
              <span
                aria-hidden="true"
                style={{
                  display: 'block',
                  width: '3rem',
                  height: '3rem',
                  borderRadius: radius,
                  border: `2px solid ${colors.border}`,
                  background: colors.surface,
                }}
              />,
            ]}
          />
        ))}
      </Table>
      <Table caption="Control heights (theme.controlHeight: buttons and inputs)" head={['Token', 'Height']}>
        {Object.entries(theme.controlHeight).map(([token, height]) => (
          <Row key={token} cells={[<code style={mono}>{token}</code>, `${height} (${px(height)})`]} />
        ))}
      </Table>
    </>
  );
}

/** Shadows on sample surfaces, and the stacking order (z-index) of layers. */
export function Elevation() {
  return (
    <>
      <ul
        aria-label="Shadows"
        style={{ display: 'flex', flexWrap: 'wrap', gap: '1.5rem', listStyle: 'none', padding: '1rem', margin: 0 }}
      >
        {Object.entries(theme.shadows).map(([token, shadow]) => (
          <li
            key={token}
            style={{
              width: '14rem',
              margin: 0,
              padding: '1rem',
              borderRadius: theme.radii.lg,
              background: colors.surfaceRaised,
              color: colors.text,
              boxShadow: shadow,
            }}
          >
            <div style={{ fontWeight: theme.fontWeights.semibold }}>shadows.{token}</div>
            <code style={{ ...mono, display: 'block', fontSize: theme.fontSizes.xs, overflowWrap: 'anywhere' }}>
              {shadow}
            </code>
          </li>
        ))}
      </ul>
      <Table caption="Layers (theme.zIndices), bottom to top" head={['Token', 'z-index']}>
        {Object.entries(theme.zIndices)
          .sort(([, a], [, b]) => a - b)
          .map(([token, value]) => (
            <Row key={token} cells={[<code style={mono}>{token}</code>, value]} />
          ))}
      </Table>
    </>
  );
}

/** The breakpoint of the theme and the Storybook viewports the screens are checked at. */
export function Breakpoints() {
  return (
    <>
      <Table caption="Breakpoints (theme.media)" head={['Token', 'Windows', 'Media query']}>
        <Row
          cells={[
            <code style={mono}>media.mobile</code>,
            `up to ${MOBILE_BREAKPOINT_PX} px: side menu behind a toggle, one column`,
            <code style={mono}>{theme.media.mobile}</code>,
          ]}
        />
        <Row
          cells={[
            <code style={mono}>media.desktop</code>,
            `from ${MOBILE_BREAKPOINT_PX + 1} px: side menu always shown`,
            <code style={mono}>{theme.media.desktop}</code>,
          ]}
        />
      </Table>
      <Table
        caption="Storybook viewports (toolbar, and `globals: { viewport: { value } }` in a story)"
        head={['Value', 'Name', 'Size', 'Side of the breakpoint']}
      >
        {Object.entries(viewports).map(([value, viewport]) => (
          <Row
            key={value}
            cells={[
              <code style={mono}>{value}</code>,
              viewport.name,
              `${viewport.styles.width} × ${viewport.styles.height}`,
              parseInt(viewport.styles.width, 10) <= MOBILE_BREAKPOINT_PX ? 'mobile' : 'desktop',
            ]}
          />
        ))}
      </Table>
    </>
  );
}
