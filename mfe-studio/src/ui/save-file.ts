/** How long the browser may take to start saving before the file's address is let go. */
const keptForMs = 40_000;

/**
 * Hands `text` to the browser to save as a file named `name`, as a download link would, for a
 * file the studio receives in a call's answer rather than at an address of its own.
 */
export function saveTextFile(name: string, text: string, type: string): void {
  const address = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = address;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Not at once: some browsers have not read the file yet when the click returns.
  setTimeout(() => URL.revokeObjectURL(address), keptForMs);
}
