import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActorRegistry } from './actor-registry';
import { InspectorPanel } from './inspector-panel';

const dockHeight = () => document.documentElement.style.getPropertyValue('--qa-dock-height');

const renderPanel = () =>
  render(<InspectorPanel registry={createActorRegistry()} events={[]} onExport={() => {}} onClearLog={() => {}} />);

afterEach(() => window.sessionStorage.clear());

describe('the QA inspector docked to the window', () => {
  it('resizes with the keyboard and tells the app how much room it takes', async () => {
    const { unmount } = renderPanel();
    const separator = screen.getByRole('separator', { name: 'Zmień wysokość inspektora' });
    expect(separator.getAttribute('aria-orientation')).toBe('horizontal');
    const start = Number(separator.getAttribute('aria-valuenow'));
    expect(dockHeight()).toBe(`${start}px`);

    separator.focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(separator.getAttribute('aria-valuenow')).toBe(String(start + 48));
    expect(dockHeight()).toBe(`${start + 48}px`);
    await userEvent.keyboard('{ArrowDown}');
    expect(dockHeight()).toBe(`${start + 24}px`);
    await userEvent.keyboard('{Home}');
    expect(separator.getAttribute('aria-valuenow')).toBe(separator.getAttribute('aria-valuemin'));
    await userEvent.keyboard('{End}');
    const max = separator.getAttribute('aria-valuemax');
    expect(separator.getAttribute('aria-valuenow')).toBe(max);
    expect(dockHeight()).toBe(`${max}px`);

    unmount();
    expect(dockHeight()).toBe('');
    // The height is kept for the tab.
    renderPanel();
    expect(screen.getByRole('separator').getAttribute('aria-valuenow')).toBe(max);
  });

  it('follows a pointer dragging its edge', () => {
    renderPanel();
    const separator = screen.getByRole('separator');
    const start = Number(separator.getAttribute('aria-valuenow'));
    fireEvent.pointerDown(separator, { button: 0, pointerId: 1, clientY: 400 });
    fireEvent.pointerMove(separator, { pointerId: 1, clientY: 340 });
    expect(separator.getAttribute('aria-valuenow')).toBe(String(start + 60));
    fireEvent.pointerMove(separator, { pointerId: 1, clientY: 430 });
    fireEvent.pointerUp(separator, { pointerId: 1, clientY: 430 });
    expect(dockHeight()).toBe(`${start - 30}px`);
    // Once released, moving the pointer changes nothing.
    fireEvent.pointerMove(separator, { pointerId: 1, clientY: 100 });
    expect(separator.getAttribute('aria-valuenow')).toBe(String(start - 30));
  });

  it('collapses to its bar and opens again', async () => {
    renderPanel();
    const open = Number(screen.getByRole('separator').getAttribute('aria-valuenow'));
    await userEvent.click(screen.getByRole('button', { name: 'Zwiń inspektor' }));
    expect(screen.queryByRole('separator')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Aktorzy' })).toBeNull();
    expect(Number.parseInt(dockHeight(), 10)).toBeLessThan(open);
    // The bar's actions stay at hand.
    expect(screen.getByRole('button', { name: 'Eksportuj sesję' })).toBeTruthy();

    const expand = screen.getByRole('button', { name: 'Rozwiń inspektor' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(expand);
    expect(screen.getByRole('region', { name: 'Aktorzy' })).toBeTruthy();
    expect(dockHeight()).toBe(`${open}px`);
  });
});
