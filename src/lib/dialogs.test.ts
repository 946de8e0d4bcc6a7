import { beforeEach, describe, expect, it, vi } from 'vitest';
import { promptText, showAlert, showConfirm, showToast } from './dialogs';

// When the dialog library's code cannot be fetched (a dropped link mid-session,
// a deploy that replaced the file), each dialog asks through the browser's own
// instead of leaving the button that opened it doing nothing.
vi.mock('sweetalert2', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const browser = { confirm: vi.fn(), alert: vi.fn(), prompt: vi.fn() };
beforeEach(() => {
  vi.clearAllMocks();
  vi.stubGlobal('window', browser);
  vi.stubGlobal('document', { getElementById: () => null, documentElement: { lang: 'en-IN' } });
});

describe('dialogs without their library', () => {
  it('asks a confirmation through the browser and answers what the person chose', async () => {
    browser.confirm.mockReturnValueOnce(true).mockReturnValueOnce(false);
    await expect(showConfirm('Approve order ORD-1?', 'It goes to the rider next.', 'Yes')).resolves.toBe(true);
    expect(browser.confirm).toHaveBeenCalledWith('Approve order ORD-1?\n\nIt goes to the rider next.');
    await expect(showConfirm('Cancel order ORD-1?', '', 'Yes')).resolves.toBe(false);
    expect(browser.confirm).toHaveBeenLastCalledWith('Cancel order ORD-1?');
  });

  it('shows an alert and an error toast, and asks for a line of text', async () => {
    await showAlert('Could not save', 'Please try again.', 'error');
    expect(browser.alert).toHaveBeenCalledWith('Could not save\n\nPlease try again.');
    await showToast('Saved.', 'success');
    expect(browser.alert).toHaveBeenCalledTimes(1);
    await showToast('Could not reach the shop.');
    expect(browser.alert).toHaveBeenLastCalledWith('Could not reach the shop.');
    browser.prompt.mockReturnValueOnce('Damaged box');
    await expect(promptText('Why is it returned?', 'Reason')).resolves.toBe('Damaged box');
  });
});
