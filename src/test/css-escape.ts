// jsdom has no CSS.escape, which react-aria's popovers (Select, Menu) call when they open. A test that opens one
// imports this file first. The escape follows the CSSOM rule closely enough for the ids and names used in tests.
if (typeof globalThis.CSS === 'undefined' || typeof globalThis.CSS.escape !== 'function') {
  const escape = (value: string) =>
    value.replace(/^(-?)(\d)|[^\w-]/g, (char, dash?: string, digit?: string) =>
      digit === undefined ? `\\${char}` : `${dash}\\${digit.charCodeAt(0).toString(16)} `,
    );
  Object.defineProperty(globalThis, 'CSS', {
    value: { escape, supports: () => false },
    configurable: true,
    writable: true,
  });
}
