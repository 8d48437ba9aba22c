import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

/** One tab and its panel. */
export interface TabItem {
  /** Stable id of the tab; the value of `value`, `defaultValue` and `onChange`. */
  id: string;
  /** Text of the tab. */
  label: ReactNode;
  /** Content of the panel shown while the tab is selected. */
  content: ReactNode;
  /** A tab that cannot be chosen: shown greyed out and skipped by the arrow keys. */
  disabled?: boolean;
}

export interface TabsProps {
  /** The tabs, in order. */
  tabs: readonly TabItem[];
  /** Accessible name of the tab list, e.g. "Applicant details". */
  label: string;
  /** Id of the selected tab (controlled). */
  value?: string;
  /** Id of the tab selected at first when uncontrolled (default: the first enabled tab). */
  defaultValue?: string;
  /** Called with the id of the tab a person selects (by click, arrow keys, Home or End). */
  onChange?: (id: string) => void;
}

const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 100%;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: thin;
  border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
`;

const Tab = styled.button`
  flex: none;
  position: relative;
  min-height: ${({ theme }) => theme.controlHeight.md};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  cursor: pointer;
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
  }
  &:focus-visible {
    outline-offset: -3px;
  }
  /* Selected: a thick bar and bold dark text, not colour alone. */
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.disabledText};
  }
`;

const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space[4]};
  min-width: 0;
  &:focus-visible {
    outline-offset: 2px;
  }
`;

function firstEnabled(tabs: readonly TabItem[]): string | undefined {
  return tabs.find((tab) => !tab.disabled)?.id;
}

/**
 * WAI-ARIA tabs with automatic activation: the arrow keys, Home and End move between tabs and select the
 * tab they reach; only the selected tab is in the Tab order (roving tabindex), and Tab then goes into its
 * panel. Controlled (`value` + `onChange`) or uncontrolled (`defaultValue`). On a narrow screen the tab row
 * scrolls sideways within itself, never the page.
 */
export function Tabs({ tabs, label, value, defaultValue, onChange }: TabsProps) {
  const [ownValue, setOwnValue] = useState(() => defaultValue ?? firstEnabled(tabs));
  const selectedId = value ?? ownValue;
  const selected = tabs.some((tab) => tab.id === selectedId && !tab.disabled) ? selectedId : firstEnabled(tabs);
  const id = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (tabId: string, focus: boolean) => {
    if (value === undefined) setOwnValue(tabId);
    if (tabId !== selected) onChange?.(tabId);
    if (focus) {
      const element = tabRefs.current.get(tabId);
      element?.focus();
      element?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = tabs.filter((tab) => !tab.disabled);
    const index = enabled.findIndex((tab) => tab.id === selected);
    let next: TabItem | undefined;
    if (event.key === 'ArrowRight') next = enabled[(index + 1) % enabled.length];
    else if (event.key === 'ArrowLeft') next = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    event.preventDefault();
    select(next.id, true);
  };

  const tabId = (tab: TabItem) => `${id}tab-${tab.id}`;
  const panelId = (tab: TabItem) => `${id}panel-${tab.id}`;

  return (
    <div>
      <TabList role="tablist" aria-label={label} aria-orientation="horizontal" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <Tab
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab)}
              aria-selected={isSelected}
              aria-controls={panelId(tab)}
              tabIndex={isSelected ? 0 : -1}
              disabled={tab.disabled}
              onClick={() => select(tab.id, false)}
            >
              {tab.label}
            </Tab>
          );
        })}
      </TabList>
      {tabs.map((tab) => (
        <Panel
          key={tab.id}
          role="tabpanel"
          id={panelId(tab)}
          aria-labelledby={tabId(tab)}
          tabIndex={0}
          hidden={tab.id !== selected}
        >
          {tab.content}
        </Panel>
      ))}
    </div>
  );
}
