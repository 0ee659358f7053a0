import '../../test/dom-polyfills';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DateTimeField } from './date-time-field';

afterEach(() => cleanup());

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <MantineProvider env="test">
      <DateTimeField label="Fecha y hora del evento" value={value} onChange={setValue} required />
      <output data-testid="value">{value}</output>
    </MantineProvider>
  );
}

const sent = () => screen.getByTestId('value').textContent;
const timeBox = () => screen.getByRole('textbox', { name: /^Hora/ });

describe('DateTimeField (#16 part 8: the event moment, typed the same in every browser language)', () => {
  it('types the day dd/mm/yyyy and the time hh:mm; the form keeps YYYY-MM-DDTHH:mm', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('textbox', { name: /^Fecha y hora del evento/ }), '04/12/2026');
    await user.tab();
    expect(sent()).toBe('2026-12-04T00:00');
    // A day without a time reads 00:00 until the time is typed over it.
    expect((timeBox() as HTMLInputElement).value).toBe('00:00');
    await user.clear(timeBox());
    await user.type(timeBox(), '9:30');
    expect(sent()).toBe('2026-12-04T09:30');
  });

  it('a time typed before the day is kept for it; a time that is not one changes nothing', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-12-04T10:00" />);
    expect((timeBox() as HTMLInputElement).value).toBe('10:00');
    await user.clear(timeBox());
    await user.type(timeBox(), '25:00');
    await user.tab();
    expect(sent()).toBe('2026-12-04T10:00');
    expect((timeBox() as HTMLInputElement).value).toBe('10:00');
  });
});
