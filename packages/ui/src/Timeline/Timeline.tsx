import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ColorRole } from '../theme';

export type TimelineTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** One event of a timeline. */
export interface TimelineEvent {
  /** React key; unique within the timeline. */
  id: string;
  /** When it happened, machine-readable (ISO 8601), e.g. "2026-11-20T14:05:00Z"; goes into `<time dateTime>`. */
  dateTime: string;
  /** When it happened, as people read it (default: `dateTime` formatted with `locale`, date and time). */
  timeLabel?: ReactNode;
  /** What happened, e.g. "Offer sent". */
  title: ReactNode;
  /** More about it: who did it, a note. */
  body?: ReactNode;
  /** A small decorative glyph or icon in the marker (hidden from screen readers: say it in the title). */
  icon?: ReactNode;
  /** Colour of the marker (default `neutral`); the title carries the meaning. */
  tone?: TimelineTone;
}

export interface TimelineProps extends HTMLAttributes<HTMLOListElement> {
  /** The events, in the order they are shown (usually newest first). */
  events: readonly TimelineEvent[];
  /** Locale of the default time labels (default `en-US`). */
  locale?: string;
}

const markerColors: Record<TimelineTone, ColorRole> = {
  neutral: 'border',
  info: 'info',
  success: 'success',
  warning: 'warning',
  danger: 'danger',
};

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  min-width: 0;
`;

const Item = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: 1.5rem minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space[3]};
  padding-bottom: ${({ theme }) => theme.space[5]};
  /* The line joining one marker to the next. */
  &:not(:last-child)::before {
    content: '';
    position: absolute;
    top: 1.75rem;
    bottom: 0.25rem;
    left: calc(0.75rem - 1px);
    width: 2px;
    background: ${({ theme }) => theme.colors.borderSubtle};
  }
  &:last-child {
    padding-bottom: 0;
  }
`;

const Marker = styled.span<{ $tone: TimelineTone }>`
  display: inline-grid;
  place-items: center;
  width: 1.5rem;
  height: 1.5rem;
  border: 2px solid ${({ theme, $tone }) => theme.colors[markerColors[$tone]]};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme, $tone }) => theme.colors[markerColors[$tone]]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1;
`;

const Dot = styled.span<{ $tone: TimelineTone }>`
  width: 0.5rem;
  height: 0.5rem;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme, $tone }) => theme.colors[markerColors[$tone]]};
`;

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Time = styled.time`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Title = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Body = styled.div`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & > p {
    margin: 0;
  }
`;

function formatTime(dateTime: string, locale: string): string {
  const date = new Date(dateTime);
  if (Number.isNaN(date.getTime())) return dateTime;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** What happened and when, as an ordered list: each event has its time (`<time dateTime>`), a title and a body. */
export const Timeline = forwardRef<HTMLOListElement, TimelineProps>(function Timeline(
  { events, locale = 'en-US', ...rest },
  ref,
) {
  return (
    <List ref={ref} {...rest}>
      {events.map((event) => {
        const tone = event.tone ?? 'neutral';
        return (
          <Item key={event.id}>
            <Marker aria-hidden="true" $tone={tone}>
              {event.icon ?? <Dot $tone={tone} />}
            </Marker>
            <Content>
              <Title>{event.title}</Title>
              <Time dateTime={event.dateTime}>{event.timeLabel ?? formatTime(event.dateTime, locale)}</Time>
              {event.body !== undefined && event.body !== null ? <Body>{event.body}</Body> : null}
            </Content>
          </Item>
        );
      })}
    </List>
  );
});
