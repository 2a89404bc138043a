/**
 * Typed fixture builders for catalogue tests, each taking a `Partial<T>` of the row it builds.
 * Each returns a complete wire row of the contract with neutral values; a test names only the
 * fields it is about.
 */
import type {
  CalendarDayRow,
  CategoryRow,
  ConfigRecord,
  EventTemplateResponse,
  EventTemplateRow,
  MetaRecord,
  TicketGroupRow,
  TicketTypeRow,
  VenueRow,
} from '../catalog/types.js'

export function eventTemplateRow(fields: Partial<EventTemplateRow> = {}): EventTemplateRow {
  return {
    id: 'event-1',
    seller_id: 'seller-1',
    name: 'Museum admission',
    subtitle: null,
    summary: null,
    description: null,
    category: null,
    venue_id: null,
    event_type: 'repeating',
    hidden_type: 'public_browsable',
    ...fields,
  }
}

export function venueRow(fields: Partial<VenueRow> = {}): VenueRow {
  return { id: 'venue-1', name: 'Main building', timezone: 'America/New_York', ...fields }
}

export function categoryRow(fields: Partial<CategoryRow> = {}): CategoryRow {
  return { id: 'category-1', name: 'Admission', ...fields }
}

export function metaRecord(fields: Partial<MetaRecord> = {}): MetaRecord {
  return {
    resource: 'event_template',
    resource_id: 'event-1',
    namespace: 'web',
    name: 'image_profile',
    metakey: 'image_profile',
    value: 'image-1',
    ...fields,
  }
}

export function configRecord(fields: Partial<ConfigRecord> = {}): ConfigRecord {
  return {
    resource: 'event_template',
    resource_id: 'event-1',
    namespace: 'web',
    name: 'next_route',
    value: null,
    ...fields,
  }
}

export function ticketGroupRow(fields: Partial<TicketGroupRow> = {}): TicketGroupRow {
  return { id: 'group-1', event_template_id: 'event-1', name: 'General admission', handler: 'tickets', ...fields }
}

export function ticketTypeRow(fields: Partial<TicketTypeRow> = {}): TicketTypeRow {
  return { id: 'type-1', ticket_group_id: 'group-1', name: 'Adult', currency_amount: '20.00', ...fields }
}

export function calendarDayRow(fields: Partial<CalendarDayRow> = {}): CalendarDayRow {
  return { date: '2030-01-01', enabled: true, status: 'available', ...fields }
}

/** A GET events / events/{id} answer: the rows plus whichever embeds are given. */
export function eventTemplateResponse(
  rows: EventTemplateRow[],
  embeds: Partial<Omit<EventTemplateResponse, 'event_template'>> = {},
): EventTemplateResponse {
  return { event_template: { _data: rows }, ...embeds }
}

/** `{ _data: rows }`, the contract's rows wrapper. */
export function rows<T>(...data: T[]): { _data: T[] } {
  return { _data: data }
}
