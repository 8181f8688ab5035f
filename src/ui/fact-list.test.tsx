import { describe, expect, it } from 'vitest';
import { render, within } from '@testing-library/react';
import { Fact, FactList } from './fact-list';

describe('the fact list', () => {
  it('pairs each term with its value, in order, and leaves out a fact that is not there', () => {
    const nip: string | null = null;
    const { container } = render(
      <FactList>
        <Fact term="Numer">ZAM/2026/11/0042</Fact>
        {nip && <Fact term="NIP">{nip}</Fact>}
        <Fact term="Status">Opłacone</Fact>
      </FactList>,
    );
    const list = container.querySelector('dl')!;
    const terms = within(list).getAllByRole('term');
    const values = within(list).getAllByRole('definition');
    expect(terms.map((term) => term.textContent)).toEqual(['Numer', 'Status']);
    expect(values.map((value) => value.textContent)).toEqual(['ZAM/2026/11/0042', 'Opłacone']);
    // A description list: each value follows its own term.
    expect(terms[0]!.nextElementSibling).toBe(values[0]);
    expect(terms[1]!.nextElementSibling).toBe(values[1]);
  });
});
