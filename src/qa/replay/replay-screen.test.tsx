import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ReplayScreen from './replay-screen';
import { MAX_SESSION_FILE_BYTES } from '../session-export';
import { qaCopy } from '../qa-copy';

describe('the session player', () => {
  it('refuses a file over the size limit beside the field, without reading it', async () => {
    const user = userEvent.setup();
    render(<ReplayScreen title="Odtwarzanie sesji QA" />);
    const big = new File([new Uint8Array(MAX_SESSION_FILE_BYTES + 1)], 'sesja.json', { type: 'application/json' });
    // A file the player read would be refused as not JSON; this one must be refused by its size alone.
    big.text = () => Promise.reject(new Error('the player read a file it should have refused by its size'));
    await user.upload(screen.getByLabelText(qaCopy.player.file), big);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Plik jest za duży na plik sesji QA (więcej niż 20 MB). Wyeksportuj sesję ponownie z inspektora.',
    );
    expect(screen.getByText(qaCopy.player.refused)).toBeTruthy();
  });
});
