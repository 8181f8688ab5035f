import { Profiler, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './checkbox';
import { ChipPicker } from './chip-picker';
import { NumberField } from './number-field';
import { RadioGroupField } from './radio-group-field';
import { TextAreaField } from './text-area-field';
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

/**
 * Matches an accessible description as a screen reader hears it. dom-accessibility-api joins the texts that
 * `aria-describedby` points at with spaces and keeps the space an empty stand-in leaves (" Zaakceptuj regulamin");
 * browsers and Playwright's toHaveAccessibleDescription trim and collapse whitespace, and so does this.
 */
const heard = (text: string) => (description: string) => description.replace(/\s+/g, ' ').trim() === text;

/** Every id on the page once: a message shown must not repeat the id of the stand-in it replaced. */
function expectUniqueIds() {
  const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
  expect(new Set(ids).size).toBe(ids.length);
}

const linkTypes = [
  { value: 'dofollow', label: 'Dofollow' },
  { value: 'nofollow', label: 'Nofollow' },
] as const;

function LinkType({ errorMessage }: { errorMessage?: string }) {
  return (
    <RadioGroupField
      label="Typ linku"
      options={linkTypes}
      value="dofollow"
      onChange={() => {}}
      errorMessage={errorMessage}
    />
  );
}

function Terms({ errorMessage }: { errorMessage?: string }) {
  return (
    <Checkbox name="accept_terms" isSelected={false} onChange={() => {}} errorMessage={errorMessage}>
      Akceptuję regulamin
    </Checkbox>
  );
}

function Notes({ description, errorMessage }: { description?: string; errorMessage?: string }) {
  return (
    <TextAreaField
      label="Uwagi"
      value=""
      onChange={() => {}}
      {...(description ? { description } : {})}
      errorMessage={errorMessage}
    />
  );
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
    ['a radio group', <LinkType key="r" />],
    ['a checkbox', <Terms key="c" />],
    ['a text area', <Notes key="a" />],
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

describe('a field that mounts showing its error message', () => {
  it.each<[string, ReactNode]>([
    ['a text field', <TextField key="t" label="NIP" errorMessage="Nieprawidłowy NIP" />],
    ['a radio group', <LinkType key="r" errorMessage="Wybierz typ linku" />],
    ['a checkbox', <Terms key="c" errorMessage="Zaakceptuj regulamin" />],
    ['a text area', <Notes key="a" description="Do 500 znaków" errorMessage="Za długi tekst" />],
  ])('%s mounts in one render too', (_, field) => {
    expect(commitsOf(field)).toBe(1);
  });
});

describe('a radio group', () => {
  it('and its radios are described by nothing while valid', () => {
    render(<LinkType />);
    screen.getByRole('radiogroup', { name: 'Typ linku', description: heard('') });
    expect(screen.getAllByRole('radio', { description: heard('') })).toHaveLength(2);
  });

  it('and each of its radios are described by its error message while invalid, with every id once', () => {
    const { rerender } = render(<LinkType />);
    rerender(<LinkType errorMessage="Wybierz typ linku" />);
    const group = screen.getByRole('radiogroup', { name: 'Typ linku', description: heard('Wybierz typ linku') });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByRole('radio', { description: heard('Wybierz typ linku') })).toHaveLength(2);
    expectUniqueIds();
    rerender(<LinkType />);
    screen.getByRole('radiogroup', { name: 'Typ linku', description: heard('') });
  });

  it('still chooses with a click and with the arrow keys', async () => {
    const onChange = vi.fn();
    render(<RadioGroupField label="Typ linku" options={linkTypes} value="dofollow" onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Nofollow' }));
    expect(onChange).toHaveBeenLastCalledWith('nofollow');
    screen.getByRole('radio', { name: 'Dofollow' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('nofollow');
  });
});

describe('a checkbox', () => {
  it('is described by nothing while valid', () => {
    render(<Terms />);
    screen.getByRole('checkbox', { name: 'Akceptuję regulamin', description: heard('') });
  });

  it('is described by its error message while invalid, with every id once, and toggles as before', async () => {
    const onChange = vi.fn();
    const terms = (errorMessage?: string) => (
      <Checkbox name="accept_terms" isSelected={false} onChange={onChange} errorMessage={errorMessage}>
        Akceptuję regulamin
      </Checkbox>
    );
    const { rerender } = render(terms());
    rerender(terms('Zaakceptuj regulamin'));
    const box = screen.getByRole('checkbox', {
      name: 'Akceptuję regulamin',
      description: heard('Zaakceptuj regulamin'),
    });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Zaakceptuj regulamin').tagName).toBe('P');
    expectUniqueIds();
    rerender(terms());
    screen.getByRole('checkbox', { name: 'Akceptuję regulamin', description: heard('') });
    await userEvent.click(screen.getByText('Akceptuję regulamin'));
    expect(onChange).toHaveBeenLastCalledWith(true);
  });
});

describe('a text area', () => {
  // No stand-ins here: its ids are its own, so the description is exact.
  it('is described by its description, then by its error message as well, and by nothing without them', () => {
    const { rerender } = render(<Notes />);
    const area = screen.getByRole('textbox', { name: 'Uwagi', description: '' });
    expect(area.hasAttribute('aria-describedby')).toBe(false);
    rerender(<Notes description="Do 500 znaków" />);
    screen.getByRole('textbox', { name: 'Uwagi', description: 'Do 500 znaków' });
    rerender(<Notes description="Do 500 znaków" errorMessage="Za długi tekst" />);
    screen.getByRole('textbox', { name: 'Uwagi', description: 'Do 500 znaków Za długi tekst' });
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expectUniqueIds();
  });

  it('passes each keystroke up as text', async () => {
    const onChange = vi.fn();
    render(<TextAreaField label="Uwagi" value="" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Uwagi' }), 'a');
    expect(onChange).toHaveBeenLastCalledWith('a');
  });
});
