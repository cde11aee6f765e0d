/** Saves server-made CSV text as a file in the browser (an object URL on a temporary link). */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: the download has started by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
