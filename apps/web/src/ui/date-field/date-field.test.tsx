import '../../test/dom-polyfills';
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DateField } from './date-field';
import { parseTypedDay } from './parse-day';

afterEach(async () => {
  cleanup();
  await act(() => i18next.changeLanguage('es'));
});

/** A form's value beside the field, to see what the form would send. */
function Harness({ initial = '', required = false }: { initial?: string; required?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <MantineProvider env="test">
      <DateField label="Fecha de inicio" value={value} onChange={setValue} required={required} />
      <output data-testid="value">{value}</output>
    </MantineProvider>
  );
}

const field = () => screen.getByLabelText(/Fecha de inicio/);
const sent = () => screen.getByTestId('value').textContent;

describe('parseTypedDay', () => {
  it('reads dd/mm/yyyy and d/m/yyyy as the ISO day', () => {
    expect(parseTypedDay('01/03/2026')).toBe('2026-03-01');
    expect(parseTypedDay('1/3/2026')).toBe('2026-03-01');
    expect(parseTypedDay(' 29/02/2028 ')).toBe('2028-02-29');
  });

  it('rejects half-typed text, days that do not exist and words', () => {
    expect(parseTypedDay('01/03/20')).toBeNull();
    expect(parseTypedDay('31/02/2026')).toBeNull();
    expect(parseTypedDay('29/02/2027')).toBeNull();
    expect(parseTypedDay('13/13/2026')).toBeNull();
    expect(parseTypedDay('2026-03-01')).toBeNull();
    expect(parseTypedDay('mañana')).toBeNull();
  });
});

describe('DateField', () => {
  it('shows the form value as dd/mm/yyyy', () => {
    render(<Harness initial="2026-03-01" />);
    expect(field()).toHaveValue('01/03/2026');
  });

  it('gives the form the ISO day of a date typed by hand', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(field(), '5/9/2026');
    expect(sent()).toBe('2026-09-05');
    await user.tab();
    expect(field()).toHaveValue('05/09/2026');
  });

  it('drops nonsense on leaving the field and keeps the last good day', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-03-01" required />);
    await user.clear(field());
    await user.type(field(), '31/02/2026');
    await user.tab();
    expect(sent()).toBe('2026-03-01');
    expect(field()).toHaveValue('01/03/2026');
  });

  it('empties an optional field with its clear button', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-03-01" />);
    await user.click(screen.getByRole('button', { name: 'Vaciar la fecha' }));
    expect(sent()).toBe('');
    expect(field()).toHaveValue('');
  });

  it('has no clear button when the field is required', () => {
    render(<Harness initial="2026-03-01" required />);
    expect(screen.queryByRole('button', { name: 'Vaciar la fecha' })).not.toBeInTheDocument();
  });

  it('picks a day from a calendar that starts on Monday', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-03-01" />);
    await user.click(field());
    const headers = await screen.findAllByRole('columnheader');
    expect(headers[0]).toHaveTextContent(/^lu$/i);
    await user.click(screen.getByRole('button', { name: '17 de marzo de 2026' }));
    expect(sent()).toBe('2026-03-17');
    expect(field()).toHaveValue('17/03/2026');
  });

  it('names the months in Catalan for a Catalan speaker', async () => {
    await act(() => i18next.changeLanguage('ca'));
    const user = userEvent.setup();
    render(<Harness initial="2026-03-01" />);
    await user.click(field());
    expect(await screen.findByRole('button', { name: 'Triar un altre mes' })).toHaveTextContent(/^març 2026$/i);
    expect(screen.getByRole('button', { name: 'Mes següent' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1 de març del 2026' })).toBeInTheDocument();
  });
});
