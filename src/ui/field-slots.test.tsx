import { Profiler, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChipPicker } from './chip-picker';
import { NumberField } from './number-field';
import { TextField } from './text-field';

/** What a field's `aria-describedby` says: the texts it points at, joined, as a screen reader reads them. */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .filter(Boolean)
    .join(' ');

/** How many times React committed `children`: once when they mount and render only once. */
function commitsOf(children: ReactNode): number {
  const onRender = vi.fn();
  render(
    <Profiler id="field" onRender={onRender}>
      {children}
    </Profiler>,
  );
  return onRender.mock.calls.length;
}

describe('a field without a description or an error message', () => {
  it.each<[string, ReactNode]>([
    ['a text field', <TextField key="t" label="Nazwa" />],
    ['a number field', <NumberField key="n" label="DFS od" value={null} onChange={() => {}} />],
    [
      'a chip picker',
      <ChipPicker
        key="p"
        label="Branże"
        addLabel="Dodaj branżę"
        emptyLabel="Brak"
        options={[{ id: 1, label: 'Motoryzacja' }]}
        selected={[]}
        onToggle={() => {}}
      />,
    ],
  ])('%s mounts in one render, not a second one to find its missing slots', (_, field) => {
    expect(commitsOf(field)).toBe(1);
  });

  it('is described by nothing', () => {
    render(<NumberField label="DFS od" value={null} onChange={() => {}} />);
    expect(descriptionOf(screen.getByRole('textbox', { name: 'DFS od' }))).toBe('');
  });
});

describe('a field with a description or an error message', () => {
  it('is described by exactly its description', () => {
    render(<TextField label="NIP" description="10 cyfr" />);
    expect(descriptionOf(screen.getByRole('textbox', { name: 'NIP' }))).toBe('10 cyfr');
  });

  it('is described by its error message once there is one, and by nothing after it is gone', async () => {
    const { rerender } = render(<TextField label="NIP" />);
    rerender(<TextField label="NIP" errorMessage="Nieprawidłowy NIP" />);
    const field = screen.getByRole('textbox', { name: 'NIP' });
    expect(descriptionOf(field)).toBe('Nieprawidłowy NIP');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    // One element per id: the stand-in left when the message came.
    const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    for (const id of ids) expect(document.querySelectorAll(`[id="${id}"]`)).toHaveLength(1);
    rerender(<TextField label="NIP" />);
    expect(descriptionOf(field)).toBe('');
    await userEvent.type(field, '1');
    expect((field as HTMLInputElement).value).toBe('1');
  });
});
